import { LABEL_ASPECT, MAX_STROKES, type TLabelType } from '@shared/documents/documents.schema.js';
import { Box, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import SignaturePad from 'signature_pad';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPadValue } from '../rules';
import { toStrokes, type TStrokes } from '../strokes';

interface TProps {
  /** The box being filled; undefined while the dialog is closed. */
  box: { id: string; type: TLabelType; value?: TPadValue } | undefined;
  onClose: () => void;
  onConfirm: (value: TPadValue) => void;
}

/**
 * The pad dialog (spec 000 §2): 'Please sign here' draws a signature, 'Write your name' takes the
 * name as text; Clear empties it and Confirm stays disabled while it is empty.
 */
export function SignaturePadDialog({ box, onClose, onConfirm }: TProps) {
  const { t } = useTranslation('signing');
  return (
    <Modal
      opened={box !== undefined}
      onClose={onClose}
      title={box ? t(`pad.title.${box.type}`) : ''}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('pad.close') }}
    >
      {box?.type === 'SIGNATURE' ? (
        <DrawPad key={box.id} initial={box.value?.kind === 'SIGNATURE' ? box.value.strokes : undefined} onConfirm={onConfirm} />
      ) : null}
      {box?.type === 'NAME' ? <NameForm key={box.id} initial={box.value?.kind === 'NAME' ? box.value.text : ''} onConfirm={onConfirm} /> : null}
    </Modal>
  );
}

function DrawPad({ initial, onConfirm }: { initial?: TStrokes; onConfirm: (value: TPadValue) => void }) {
  const { t } = useTranslation('signing');
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad>(undefined);
  // Kept as fractions of the pad, so a resize (a phone turned) redraws the same signature.
  const strokesRef = useRef<TStrokes>(initial ?? []);
  const [empty, setEmpty] = useState(!initial?.length);
  const [tooMany, setTooMany] = useState(false);

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas, { penColor: '#1a1b1e', minWidth: 0.8, maxWidth: 2.6 });
    padRef.current = pad;
    const size = () => ({ w: canvas.offsetWidth, h: canvas.offsetHeight });
    const redraw = () => {
      const { w, h } = size();
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      canvas.width = Math.round(w * ratio);
      canvas.height = Math.round(h * ratio);
      canvas.getContext('2d')!.scale(ratio, ratio);
      pad.clear();
      const strokes = strokesRef.current;
      if (strokes.length === 0) return;
      const points = (s: number[]) => Array.from({ length: s.length / 2 }, (_, i) => ({ x: s[i * 2]! * w, y: s[i * 2 + 1]! * h, pressure: 0.5, time: 0 }));
      pad.fromData(strokes.map((s) => ({ ...groupOptions(pad), points: points(s) })));
    };
    // A stroke past the API's bound is refused as it starts, rather than dropped silently later.
    const onBegin = (event: Event) => {
      if (pad.toData().length >= MAX_STROKES) {
        event.preventDefault();
        setTooMany(true);
      }
    };
    const onEnd = () => {
      const { w, h } = size();
      strokesRef.current = toStrokes(pad.toData(), w, h);
      setEmpty(strokesRef.current.length === 0);
    };
    pad.addEventListener('beginStroke', onBegin);
    pad.addEventListener('endStroke', onEnd);
    const observer = new ResizeObserver(redraw);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.off();
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    strokesRef.current = [];
    setEmpty(true);
    setTooMany(false);
  };
  const confirm = () => {
    if (strokesRef.current.length > 0) onConfirm({ kind: 'SIGNATURE', strokes: strokesRef.current });
  };

  return (
    <Stack gap="sm">
      <Box
        style={{ border: '1px dashed var(--mantine-color-gray-6)', borderRadius: 'var(--mantine-radius-sm)', background: 'white' }}
      >
        <canvas
          ref={canvasRef}
          role="img"
          aria-label={t('pad.canvas')}
          data-testid="signature-pad"
          style={{ display: 'block', width: '100%', aspectRatio: `${LABEL_ASPECT} / 1`, touchAction: 'none', cursor: 'crosshair' }}
        />
      </Box>
      <Text size="sm" c={tooMany ? 'red.9' : 'dimmed'} role={tooMany ? 'alert' : undefined}>
        {tooMany ? t('pad.tooManyStrokes') : t('pad.hint')}
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={clear}>
          {t('pad.clear')}
        </Button>
        <Button onClick={confirm} disabled={empty}>
          {t('pad.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The pen settings a point group carries (fromData draws each group with its own). */
function groupOptions(pad: SignaturePad) {
  return {
    dotSize: pad.dotSize,
    minWidth: pad.minWidth,
    maxWidth: pad.maxWidth,
    penColor: pad.penColor,
    velocityFilterWeight: pad.velocityFilterWeight,
    compositeOperation: pad.compositeOperation,
  };
}

function NameForm({ initial, onConfirm }: { initial: string; onConfirm: (value: TPadValue) => void }) {
  const { t } = useTranslation('signing');
  const [text, setText] = useState(initial);
  const trimmed = text.trim();
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (trimmed) onConfirm({ kind: 'NAME', text: trimmed });
      }}
    >
      <Stack gap="sm">
        <TextInput
          label={t('pad.nameLabel')}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={120}
          autoComplete="name"
          data-autofocus
        />
        <Group justify="space-between">
          <Button variant="default" onClick={() => setText('')}>
            {t('pad.clear')}
          </Button>
          <Button type="submit" disabled={!trimmed}>
            {t('pad.confirm')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
