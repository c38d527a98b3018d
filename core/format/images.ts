/** A picture address of an image list (blobs/image?…&width=…) at another width; not a URL: as it is. */
export function imageAtWidth(url: string, width: number): string {
  try {
    const parsed = new URL(url);
    parsed.searchParams.set('width', String(width));
    return parsed.href;
  } catch {
    return url;
  }
}
