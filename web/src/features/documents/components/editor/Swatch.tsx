/** A signer's colour as a small dot (decorative: the signer's name is always beside it). */
export function Swatch({ color, size = 12 }: { color: string; size?: number }) {
  return <span aria-hidden style={{ display: 'inline-block', width: size, height: size, borderRadius: '50%', background: color, flex: 'none' }} />;
}
