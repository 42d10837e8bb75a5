import type { TLabel, TPage, TSignerInput } from '@shared/documents/documents.schema.js';
import { type ButtonHTMLAttributes, type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { labelBoxStyle } from '../../../signing/pdf/PdfPages';
import { clampPosition, keyMove, signerColor } from '../../rules';

/** A pointer that moved less than this many CSS pixels clicked (selects) instead of dragging. */
const DRAG_THRESHOLD_PX = 3;

interface TPageOverlayProps {
  page: TPage;
  labels: TLabel[];
  signers: TSignerInput[];
  /** Read-only details: the boxes are shown, nothing is placed or moved. */
  readOnly?: boolean;
  selectedId?: string;
  /** The box to focus once rendered (a box just added from the keyboard). */
  focusId?: string;
  onPlace?: (at: { pageNumber: number; x: number; y: number }) => void;
  onSelect?: (id: string | undefined) => void;
  onMove?: (id: string, pos: { relativePosX: number; relativePosY: number }) => void;
  onRemove?: (id: string) => void;
}

/**
 * The boxes over one page. A click on the page places a box (its top-left corner at the click, as
 * fractions of the rendered page); a box is dragged with the pointer to move it; a selected box
 * moves with the arrow keys (Shift: larger steps) and goes with Delete or Backspace.
 */
export function PageOverlay(props: TPageOverlayProps) {
  const { t } = useTranslation('documents');
  const surface = useRef<HTMLDivElement>(null);
  const drag = useRef<{ id: string; startX: number; startY: number; posX: number; posY: number; moved: boolean } | undefined>(undefined);
  const { page } = props;

  const fraction = (clientX: number, clientY: number) => {
    const rect = surface.current!.getBoundingClientRect();
    return { x: (clientX - rect.left) / rect.width, y: (clientY - rect.top) / rect.height, rect };
  };

  const onSurfaceClick = (e: MouseEvent<HTMLDivElement>) => {
    if (props.readOnly || e.target !== surface.current) return;
    const { x, y } = fraction(e.clientX, e.clientY);
    props.onPlace?.({ pageNumber: page.pageNumber, x, y });
  };

  const onPointerDown = (label: TLabel) => (e: PointerEvent<HTMLButtonElement>) => {
    if (props.readOnly || e.button !== 0) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    drag.current = { id: label.id, startX: e.clientX, startY: e.clientY, posX: label.relativePosX, posY: label.relativePosY, moved: false };
  };
  const onPointerMove = (label: TLabel) => (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || d.id !== label.id) return;
    const dx = e.clientX - d.startX;
    const dy = e.clientY - d.startY;
    if (!d.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD_PX) return;
    d.moved = true;
    const { rect } = fraction(e.clientX, e.clientY);
    props.onMove?.(label.id, clampPosition(d.posX + dx / rect.width, d.posY + dy / rect.height, label.relativeHeight, page));
  };
  const onPointerUp = (label: TLabel) => (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = undefined;
    if (e.currentTarget.hasPointerCapture(e.pointerId)) e.currentTarget.releasePointerCapture(e.pointerId);
    if (d && d.id === label.id) props.onSelect?.(label.id);
  };
  const onKeyDown = (label: TLabel) => (e: KeyboardEvent<HTMLButtonElement>) => {
    if (props.readOnly) return;
    if (e.key === 'Delete' || e.key === 'Backspace') {
      e.preventDefault();
      props.onRemove?.(label.id);
      return;
    }
    if (e.key === 'Escape') {
      props.onSelect?.(undefined);
      return;
    }
    const move = keyMove(e.key, e.shiftKey);
    if (!move) return;
    e.preventDefault();
    props.onSelect?.(label.id);
    props.onMove?.(label.id, clampPosition(label.relativePosX + move.dx, label.relativePosY + move.dy, label.relativeHeight, page));
  };

  return (
    <div
      ref={surface}
      onClick={onSurfaceClick}
      data-testid={`page-surface-${page.pageNumber}`}
      style={{ position: 'absolute', inset: 0, cursor: props.readOnly ? 'default' : 'crosshair' }}
    >
      {props.labels
        .filter((l) => l.pageNumber === page.pageNumber)
        .map((label) => (
          <Box
            key={label.id}
            label={label}
            page={page}
            color={signerColor(props.signers, label.signerId)}
            selected={props.selectedId === label.id}
            focus={props.focusId === label.id}
            readOnly={props.readOnly}
            text={t(`field.${label.type}`)}
            description={t('field.describe', {
              type: t(`field.${label.type}`),
              name: props.signers.find((s) => s.id === label.signerId)?.name ?? '',
              requirement: t(`requirement.${label.requirement}`),
              page: label.pageNumber,
            })}
            handlers={{
              onPointerDown: onPointerDown(label),
              onPointerMove: onPointerMove(label),
              onPointerUp: onPointerUp(label),
              onPointerCancel: () => (drag.current = undefined),
              onKeyDown: onKeyDown(label),
              onClick: (e) => e.stopPropagation(),
            }}
          />
        ))}
    </div>
  );
}

function Box(props: {
  label: TLabel;
  page: TPage;
  color: string;
  selected: boolean;
  focus: boolean;
  readOnly?: boolean;
  text: string;
  description: string;
  handlers: ButtonHTMLAttributes<HTMLButtonElement>;
}) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (props.focus) ref.current?.focus();
  }, [props.focus]);
  const ignored = props.label.requirement === 'IGNORED';
  return (
    <button
      ref={ref}
      type="button"
      aria-label={props.description}
      aria-pressed={props.readOnly ? undefined : props.selected}
      tabIndex={props.readOnly ? -1 : 0}
      data-label-id={props.label.id}
      data-label-type={props.label.type}
      data-requirement={props.label.requirement}
      {...(props.readOnly ? {} : props.handlers)}
      style={{
        ...labelBoxStyle(props.label, props.page),
        boxSizing: 'border-box',
        padding: '0 4px',
        border: `2px ${ignored ? 'dashed' : 'solid'} ${props.color}`,
        outline: props.selected ? `3px solid ${props.color}` : undefined,
        outlineOffset: 2,
        borderRadius: 4,
        // The page stays readable under a box; the label's text is on a white strip.
        background: `${props.color}26`,
        color: '#212529',
        cursor: props.readOnly ? 'default' : 'move',
        touchAction: 'none',
        overflow: 'hidden',
        whiteSpace: 'nowrap',
        textOverflow: 'ellipsis',
        fontSize: 'clamp(9px, 1.2vw, 13px)',
        lineHeight: 1,
        display: 'flex',
        alignItems: 'center',
        gap: 4,
      }}
    >
      <span style={{ background: 'rgba(255,255,255,0.9)', padding: '1px 3px', borderRadius: 2, overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {props.text}
        {props.label.requirement === 'REQUIRED' ? ' *' : ''}
      </span>
    </button>
  );
}
