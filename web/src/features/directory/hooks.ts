import { useDebouncedValue } from '@mantine/hooks';
import { SEARCH_DEBOUNCE_MS, type TDirectoryEntryView } from '@shared/directory/directory.schema.js';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../app/errors';
import { notifyError } from '../../components/notify';
import { workspaceParams } from '../navigation/menu-config';
import { openClientWorkspace } from './api/directory';

/** A filter form whose values reach the query 500 ms after the last keystroke (spec 001 §9). */
export function useDebouncedFilter<T extends object>(initial: T) {
  const [draft, setDraft] = useState<T>(initial);
  const [pageNumber, setPageNumber] = useState(0);
  const [debounced] = useDebouncedValue(draft, SEARCH_DEBOUNCE_MS);
  const set = <K extends keyof T>(key: K, value: T[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setPageNumber(0);
  };
  const reset = () => {
    setDraft(initial);
    setPageNumber(0);
  };
  return { draft, filter: debounced, set, reset, pageNumber, setPageNumber };
}

/** Opens the chosen client's workspace (audited) and goes to its profile page. */
export function useOpenWorkspace() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  return async (entry: TDirectoryEntryView) => {
    try {
      await openClientWorkspace(entry.id);
      const params = workspaceParams(entry.id);
      if (params) await navigate({ to: '/userprofile/$wsType/$wsId', params });
    } catch (error) {
      notifyError(errorText(t, error));
    }
  };
}
