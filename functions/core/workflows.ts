/**
 * Starting a Step Functions workflow (the Workflows stack; docs/decisions/0036-payroll-imports.md).
 * The state machine's ARN comes from the function's environment; the execution's name is the
 * caller's idempotency key (an import's id), so a start asked twice runs once. Locally the embedded
 * stack answers the same StartExecution call (scripts/local/stepfunctions.ts) and runs the same
 * definition with aws-local-stepfunctions.
 */
import { lazy } from './lazy.js';

export const WORKFLOWS = {
  payrollImport: 'PAYROLL_IMPORT_STATE_MACHINE_ARN',
  generateInvoices: 'GENERATE_INVOICES_STATE_MACHINE_ARN',
} as const;
export type TWorkflow = keyof typeof WORKFLOWS;

const sfn = lazy(async () => {
  const sdk = await import('@aws-sdk/client-sfn');
  return { sdk, client: new sdk.SFNClient({}) };
});

export async function startWorkflow(workflow: TWorkflow, name: string, input: Record<string, unknown>): Promise<string> {
  const arn = process.env[WORKFLOWS[workflow]];
  if (!arn) throw new Error(`${WORKFLOWS[workflow]} is not set`);
  const { sdk, client } = await sfn();
  try {
    const out = await client.send(new sdk.StartExecutionCommand({ stateMachineArn: arn, name, input: JSON.stringify(input) }));
    return out.executionArn!;
  } catch (error) {
    // The same name and input again: Step Functions answers with the running execution (idempotent);
    // another input under the name is an error worth seeing.
    if ((error as Error).name === 'ExecutionAlreadyExists') return `${arn.replace(':stateMachine:', ':execution:')}:${name}`;
    throw error;
  }
}
