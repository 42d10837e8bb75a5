import { LABEL_ASPECT, type TLabel, type TPage } from '@shared/documents/documents.schema.js';
import { Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { labelBoxStyle } from '../pdf/label-box';
import type { TPadValue, TSignerLabel } from '../rules';
import { SignatureImage } from './SignatureImage';

interface TProps {
  label: TSignerLabel;
  page: TPage;
  /** The box's height on screen, in CSS pixels: the typed name is sized to it. */
  renderedHeight: number;
  value: TPadValue | undefined;
  onOpen: () => void;
}

/**
 * One of the signer's boxes over the page (spec 000 §2): 'Your signature' or 'Your name' until
 * filled, then the drawn strokes or the typed name; the tooltip tells whether it is required and
 * whether it is signed. A button, so it opens the pad from the keyboard too.
 */
export function SignatureBox({ label, page, renderedHeight, value, onOpen }: TProps) {
  const { t } = useTranslation('signing');
  const tip = boxTooltip(t, label.requirement, value !== undefined);
  const name = t(`box.${label.type}`);
  const filled = value !== undefined;
  const text = value?.kind === 'NAME' ? value.text : filled ? '' : name;
  return (
    <Tooltip label={tip} withArrow openDelay={100} events={{ hover: true, focus: true, touch: true }}>
      <UnstyledButton
        onClick={onOpen}
        aria-label={t('box.aria', { box: name, page: label.pageNumber, tip })}
        data-label-id={label.id}
        data-filled={filled}
        style={{
          ...labelBoxStyle(label, page),
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          overflow: 'hidden',
          color: filled ? '#1a1b1e' : 'var(--mantine-color-blue-9)',
          background: filled ? 'rgba(255, 255, 255, 0.35)' : 'rgba(231, 245, 255, 0.9)',
          border: `2px ${filled ? 'solid' : 'dashed'} var(--mantine-color-blue-${filled ? 3 : 7})`,
          borderRadius: 4,
          padding: '0 2px',
          fontSize: fitFontSize(text, renderedHeight),
          fontWeight: filled ? 400 : 600,
          lineHeight: 1.1,
          whiteSpace: 'nowrap',
        }}
      >
        {value?.kind === 'SIGNATURE' ? <SignatureImage strokes={value.strokes} /> : null}
        {value?.kind === 'NAME' ? <span style={{ fontFamily: 'Georgia, serif', fontStyle: 'italic' }}>{value.text}</span> : null}
        {value === undefined ? name : null}
      </UnstyledButton>
    </Tooltip>
  );
}

/**
 * A font size that fits `text` on one line in a box `height` pixels high and LABEL_ASPECT times as
 * wide (about 0.56 em per character), within readable bounds.
 */
function fitFontSize(text: string, height: number): number {
  const byWidth = (height * LABEL_ASPECT * 0.9) / Math.max(1, text.length * 0.56);
  return Math.max(8, Math.min(height * 0.5, byWidth, 28));
}

/** 'Required • Sign here', 'Optional • Signed ✓'… */
export function boxTooltip(t: (key: string) => string, requirement: TLabel['requirement'], filled: boolean): string {
  return `${t(`requirement.${requirement}`)} • ${t(filled ? 'state.signed' : 'state.sign')}`;
}
