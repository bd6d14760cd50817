import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { banners } from './content.table';

/** The title of the banner showing this image (the generated banner pictures are drawn with it). */
export async function bannerTitleOfImage(db: DbOrTx, imageUrl: string): Promise<string | undefined> {
  const [row] = await db.select({ title: banners.title }).from(banners).where(eq(banners.imageUrl, imageUrl));
  return row?.title;
}
