import { SIGNATURE_VIEW_BOX, polylinePoints, type TStrokes } from '../strokes';

/**
 * A drawn signature as SVG: the same strokes the server stamps on the PDF, so what the signer sees
 * in the box is what the document gets. Decorative here: the box around it carries the name.
 */
export function SignatureImage({ strokes }: { strokes: TStrokes }) {
  return (
    <svg viewBox={SIGNATURE_VIEW_BOX} width="100%" height="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      {strokes.map((stroke, i) => (
        <polyline
          key={i}
          points={polylinePoints(stroke)}
          fill="none"
          stroke="currentColor"
          strokeWidth={3}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}
