export default function Stub() {
  return <div>TODO</div>;
}
