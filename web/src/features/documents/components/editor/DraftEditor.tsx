import { Box, Flex, Stack, TextInput } from '@mantine/core';
import type { TSignableDocument } from '@shared/documents/documents.schema.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyInfo, notifySuccess } from '../../../../components/notify';
import { PdfPages } from '../../../signing/pdf/PdfPages';
import { documentsKey, invalidateDocuments, sendSignable, signableQuery, updateSignable } from '../../api/signable';
import { draftOf, newBox, sameDraft, sendBlockers } from '../../rules';
import { draftReducer } from './editor-state';
import { FieldToolbar, type TFieldKind } from './FieldToolbar';
import { PageOverlay } from './PageOverlay';
import { SaveBar } from './SaveBar';
import { SignersPanel } from './SignersPanel';

/** Where a box added from the keyboard lands: near the page's top-left corner, then moved with the arrows. */
const KEYBOARD_SPOT = { x: 0.1, y: 0.1 };

/**
 * The editor of a CREATED document (spec 000 §3): the pages with their boxes, the toolbar, the
 * signers, Save (versioned PUT) and Send (the draft is saved first when it has changes).
 */
export function DraftEditor({ doc, pdfUrl, workspaceId, wsType }: { doc: TSignableDocument; pdfUrl: string; workspaceId: string; wsType: string }) {
  const { t } = useTranslation('documents');
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // The document as last read or saved: its version goes with the next save.
  const [base, setBase] = useState(doc);
  const [draft, dispatch] = useReducer(draftReducer, doc, draftOf);
  const [tool, setTool] = useState<TFieldKind>({ type: 'SIGNATURE', requirement: 'REQUIRED', signerId: doc.signers[0]?.id ?? '' });
  const [selectedId, setSelectedId] = useState<string>();
  const [focusId, setFocusId] = useState<string>();
  const [addPage, setAddPage] = useState(1);
  const dirty = !sameDraft(draft, draftOf(base));
  const blockers = sendBlockers(draft);
  const selected = draft.labels.find((l) => l.id === selectedId);
  const toolSigner = draft.signers.some((s) => s.id === tool.signerId) ? tool.signerId : (draft.signers[0]?.id ?? '');

  const saved = (next: TSignableDocument) => {
    queryClient.setQueryData(documentsKey(workspaceId, 'document', next.id), next);
    setBase(next);
    dispatch({ type: 'reset', draft: draftOf(next) });
  };
  const save = useMutation({
    mutationFn: () => updateSignable(workspaceId, doc.id, { version: base.version, ...draft, title: draft.title.trim() }),
    onSuccess: (next) => {
      saved(next);
      notifySuccess(t('editor.savedToast'));
    },
  });
  const send = useMutation({
    mutationFn: async () => {
      if (dirty) saved(await updateSignable(workspaceId, doc.id, { version: base.version, ...draft, title: draft.title.trim() }));
      return sendSignable(workspaceId, doc.id);
    },
    onSuccess: (next) => {
      queryClient.setQueryData(documentsKey(workspaceId, 'document', next.id), next);
      void invalidateDocuments(queryClient, workspaceId);
      notifySuccess(t('editor.sentToast'));
      void navigate({ to: '/archive/$wsType/$wsId/signable/common', params: { wsType, wsId: workspaceId } });
    },
  });
  const reload = async () => {
    const fresh = await queryClient.fetchQuery({ ...signableQuery(workspaceId, doc.id), staleTime: 0 });
    save.reset();
    send.reset();
    setSelectedId(undefined);
    setBase(fresh);
    dispatch({ type: 'reset', draft: draftOf(fresh) });
  };

  const pageOf = (n: number) => doc.pages.find((p) => p.pageNumber === n) ?? doc.pages[0]!;
  const place = (at: { pageNumber: number; x: number; y: number }) => {
    if (!toolSigner) {
      notifyInfo(t('toolbar.addSignerFirst'));
      return undefined;
    }
    const label = newBox(at, { ...tool, signerId: toolSigner }, pageOf(at.pageNumber));
    dispatch({ type: 'addLabel', label });
    return label.id;
  };
  const remove = (id: string) => {
    dispatch({ type: 'removeLabel', id });
    setSelectedId(undefined);
  };

  return (
    // The panel comes first for the keyboard and on phones; on wide screens it sits right of the pages.
    <Flex direction={{ base: 'column', lg: 'row-reverse' }} gap="lg" align="flex-start">
      <Box component="aside" aria-label={t('editor.panel')} w={{ base: '100%', lg: 360 }}
        pos={{ base: 'static', lg: 'sticky' }}
        top={76}
        mah={{ base: 'none', lg: 'calc(100vh - 92px)' }}
        style={{ flex: 'none', overflowY: 'auto' }}
        p={2}
      >
        <Stack gap="md">
          <TextInput label={t('editor.title')} value={draft.title} maxLength={200} onChange={(e) => dispatch({ type: 'title', title: e.currentTarget.value })} error={draft.title.trim() ? undefined : t('editor.titleRequired')} />
          <SignersPanel
            signers={draft.signers}
            labels={draft.labels}
            onAdd={(signer) => {
              dispatch({ type: 'addSigner', signer });
              // The first signer becomes the one new boxes are for.
              if (!toolSigner) setTool((x) => ({ ...x, signerId: signer.id }));
            }}
            onRemove={(id) => dispatch({ type: 'removeSigner', id })}
          />
          <FieldToolbar
            tool={{ ...tool, signerId: toolSigner }}
            onTool={(patch) => setTool((x) => ({ ...x, ...patch }))}
            signers={draft.signers}
            pageCount={doc.pages.length}
            addPage={addPage}
            onAddPage={setAddPage}
            onAdd={() => {
              const id = place({ pageNumber: addPage, ...KEYBOARD_SPOT });
              setSelectedId(id);
              setFocusId(id);
            }}
            selected={selected}
            onSelectedChange={(patch) => selected && dispatch({ type: 'updateLabel', id: selected.id, patch })}
            onRemoveSelected={() => selected && remove(selected.id)}
          />
          <SaveBar
            linkDays={draft.linkDays}
            onLinkDays={(linkDays) => dispatch({ type: 'linkDays', linkDays })}
            dirty={dirty}
            saving={save.isPending}
            sending={send.isPending}
            blockers={blockers}
            invalid={!draft.title.trim()}
            error={save.error ?? send.error}
            onSave={() => save.mutate()}
            onSend={() => send.mutate()}
            onReload={() => void reload()}
          />
        </Stack>
      </Box>
      <Box style={{ flex: '1 1 0', minWidth: 0 }} w="100%">
        <PdfPages
          url={pdfUrl}
          pages={doc.pages}
          pageLabel={(n) => t('editor.pageLabel', { page: n, total: doc.pages.length })}
          renderOverlay={(page) => (
            <PageOverlay
              page={page}
              labels={draft.labels}
              signers={draft.signers}
              selectedId={selectedId}
              focusId={focusId}
              onPlace={place}
              onSelect={setSelectedId}
              onMove={(id, pos) => dispatch({ type: 'updateLabel', id, patch: pos })}
              onRemove={remove}
            />
          )}
        />
      </Box>
    </Flex>
  );
}
