import { ActionIcon, Box, Drawer, Group } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TView {
  id: number;
  title: string;
  content: ReactNode;
  /** What had the focus when the view opened: it gets it back when the view closes. */
  opener: Element | null;
}

const FOCUSABLE =
  '[data-autofocus], input:not([type="hidden"]):not([disabled]), button:not([disabled]), textarea, [tabindex="0"]';

interface TSlideOverApi {
  /** Opens a sub-panel (e.g. 'Add a contact') over the current one. */
  push(view: { title: string; content: ReactNode }): void;
  /** Back to the panel at this depth (0 = the base panel). */
  popTo(depth: number): void;
  /** Closes the whole slide-over. */
  close(): void;
  /** The depth of the panel the caller is rendered in. */
  depth: number;
}

const SlideOverContext = createContext<Omit<TSlideOverApi, 'depth'> | null>(null);
const DepthContext = createContext(0);

/** The slide-over of the component that renders it (a panel, or a sub-panel pushed over it). */
export function useSlideOver(): TSlideOverApi {
  const api = useContext(SlideOverContext);
  const depth = useContext(DepthContext);
  if (!api) throw new Error('useSlideOver outside a SlideOver');
  return { ...api, depth };
}

/**
 * A slide-over panel from the right (spec 001 §2), full width under 992 px. Sub-panels ('Add a
 * contact', 'Create new contact', 'Provided services'…) stack inside the same dialog, each with
 * its title and a Back button; the panels below stay mounted (hidden), so a form keeps what was
 * typed while a contact is being chosen.
 */
export function SlideOver({
  opened,
  onClose,
  title,
  children,
  testId,
}: {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation('billing');
  const mobile = useMediaQuery('(max-width: 61.99em)', undefined, { getInitialValueInEffect: false });
  const [stack, setStack] = useState<TView[]>([]);
  const nextId = useRef(1);
  const views = useRef<HTMLDivElement>(null);
  const shown = useRef<TView[]>([]);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const close = useCallback(() => {
    setStack([]);
    onCloseRef.current();
  }, []);
  const api = useMemo(
    () => ({
      push: (view: { title: string; content: ReactNode }) =>
        setStack((s) => [...s, { ...view, id: nextId.current++, opener: document.activeElement }]),
      popTo: (depth: number) => setStack((s) => s.slice(0, depth)),
      close,
    }),
    [close],
  );
  const top = stack[stack.length - 1];

  // The hidden panel loses the focus: a new sub-panel takes it, and Back returns it to its opener.
  useEffect(() => {
    const before = shown.current;
    shown.current = stack;
    if (stack.length > before.length) {
      const container = views.current?.querySelector<HTMLElement>(`[data-view="${stack[stack.length - 1]!.id}"]`);
      container?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    } else if (stack.length < before.length) {
      const opener = before[stack.length]?.opener;
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    }
  }, [stack]);

  return (
    <Drawer.Root opened={opened} onClose={close} position="right" size={mobile ? '100%' : 720} keepMounted={false}>
      <Drawer.Overlay />
      <Drawer.Content data-testid={testId}>
        <Drawer.Header>
          <Group gap="xs" wrap="nowrap">
            {top ? (
              <ActionIcon variant="subtle" color="gray" onClick={() => api.popTo(stack.length - 1)} aria-label={t('back')}>
                <IconArrowLeft size={18} aria-hidden />
              </ActionIcon>
            ) : null}
            <Drawer.Title fw={600} fz="lg">
              {top ? top.title : title}
            </Drawer.Title>
          </Group>
          <Drawer.CloseButton aria-label={t('closePanel')} />
        </Drawer.Header>
        <Drawer.Body ref={views}>
          <SlideOverContext.Provider value={api}>
            <Box hidden={Boolean(top)}>{children}</Box>
            {stack.map((view, i) => (
              <Box key={view.id} hidden={i !== stack.length - 1} data-view={view.id}>
                <DepthContext.Provider value={i + 1}>{view.content}</DepthContext.Provider>
              </Box>
            ))}
          </SlideOverContext.Provider>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

/** A panel's footer (totals and its main buttons), kept at the bottom while the panel scrolls. */
export function PanelFooter({ children }: { children: ReactNode }) {
  return (
    <Box
      pos="sticky"
      bottom={0}
      py="sm"
      mt="md"
      bg="var(--mantine-color-body)"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)', zIndex: 1 }}
    >
      {children}
    </Box>
  );
}
