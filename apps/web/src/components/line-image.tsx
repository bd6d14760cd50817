import './line-image.css';

/** A document line's picture in its box (the box stays empty for a line without one). */
export function LineImage({ line }: { line: { image: string | null; title: string } }) {
  return (
    <div className="img mall-line-image">{line.image ? <img src={line.image} alt={line.title} /> : null}</div>
  );
}
