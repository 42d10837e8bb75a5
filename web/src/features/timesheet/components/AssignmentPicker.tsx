import { Group, Select } from '@mantine/core';
import type * as z from 'zod/mini';
import type { ZAssignmentSchema } from '@shared/timesheet/timesheet.schema.js';
import { useTranslation } from 'react-i18next';

export type TAssignment = z.infer<typeof ZAssignmentSchema>;

/** No project: records of the employment as a whole. */
const NO_PROJECT = '';

/**
 * The employment a timesheet is kept for (spec 000 §2: with more than one, the person chooses) and,
 * when it has projects, the project new periods and the timer are for.
 */
export function AssignmentPicker({
  assignments,
  assignment,
  projectId,
  onEmployment,
  onProject,
}: {
  assignments: TAssignment[];
  assignment: TAssignment;
  projectId: string | undefined;
  onEmployment: (employmentId: string) => void;
  onProject: (projectId: string | undefined) => void;
}) {
  const { t } = useTranslation('timesheet');
  if (assignments.length < 2 && !assignment.projects.length) return null;
  return (
    <Group align="flex-end" mb="md">
      {assignments.length > 1 ? (
        <Select
          label={t('assignment.employer')}
          data={assignments.map((a) => ({ value: a.employmentId, label: a.employerName || a.employmentId }))}
          value={assignment.employmentId}
          onChange={(v) => v && onEmployment(v)}
          allowDeselect={false}
          maw={320}
        />
      ) : null}
      {assignment.projects.length ? (
        <Select
          label={t('assignment.project')}
          data={[{ value: NO_PROJECT, label: t('assignment.noProject') }, ...assignment.projects.map((p) => ({ value: p.id, label: p.title }))]}
          value={projectId ?? NO_PROJECT}
          onChange={(v) => onProject(v ? v : undefined)}
          allowDeselect={false}
          maw={320}
        />
      ) : null}
    </Group>
  );
}
