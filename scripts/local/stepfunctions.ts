/**
 * Step Functions in the embedded stack (docs/decisions/0036-payroll-imports.md). The definitions
 * are the Workflows stack's own: each is synthesized here from infra/workflows/ in a throwaway CDK
 * stack, and run with aws-local-stepfunctions, every Task state resolved to the handler module the
 * deployed function runs (its `{FunctionName, Payload}` in, `{Payload}` out, as Lambda's invoke
 * integration does). Errors keep their names, so the definitions' Retry and Catch behave as on AWS.
 *
 * The handlers start executions with the AWS SDK's StartExecution, as on AWS: this module answers
 * that call (and DescribeExecution) on a loopback port, the stack's AWS_ENDPOINT_URL_SFN.
 * aws-local-stepfunctions runs inline Map only (no Distributed Map, ItemReader or ItemBatcher),
 * which is the design the definitions use.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOCAL_REGION } from './resources.js';

// aws-local-stepfunctions 3 uses Promise.withResolvers (Node 22); the embedded stack runs on Node 20.
if (!(Promise as { withResolvers?: unknown }).withResolvers) {
  Object.assign(Promise, {
    withResolvers<T>() {
      let resolve!: (v: T) => void;
      let reject!: (e: unknown) => void;
      const promise = new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { promise, resolve, reject };
    },
  });
}

const ACCOUNT = '000000000000';
const payrollSteps = () => import('../../functions/payroll/workflow.js').then((m) => m.handler as (event: never) => Promise<unknown>);
export const LOCAL_WORKFLOWS = {
  payrollImport: {
    arn: `arn:aws:states:${LOCAL_REGION}:${ACCOUNT}:stateMachine:sublime-portal-local-payroll-import`,
    tasks: payrollSteps,
    definition: () => import('../../infra/workflows/payroll-import.js').then((m) => m.payrollImportDefinition),
  },
  generateInvoices: {
    arn: `arn:aws:states:${LOCAL_REGION}:${ACCOUNT}:stateMachine:sublime-portal-local-generate-invoices`,
    tasks: payrollSteps,
    definition: () => import('../../infra/workflows/generate-invoices.js').then((m) => m.generateInvoicesDefinition),
  },
} as const;
export type TLocalWorkflow = keyof typeof LOCAL_WORKFLOWS;

type TIntrinsic = string | number | boolean | null | TIntrinsic[] | { [k: string]: TIntrinsic };

/** The few CloudFormation intrinsics a synthesized definition string holds, evaluated for the local account. */
function evaluate(value: TIntrinsic): TIntrinsic {
  if (Array.isArray(value)) return value.map(evaluate);
  if (value && typeof value === 'object') {
    if ('Fn::Join' in value) {
      const [sep, parts] = value['Fn::Join'] as [string, TIntrinsic[]];
      return parts.map((p) => String(evaluate(p))).join(sep);
    }
    if ('Ref' in value) {
      const ref = value.Ref as string;
      return ({ 'AWS::Partition': 'aws', 'AWS::Region': LOCAL_REGION, 'AWS::AccountId': ACCOUNT, 'AWS::URLSuffix': 'amazonaws.com' } as Record<string, string>)[ref] ?? ref;
    }
    if ('Fn::GetAtt' in value) {
      const [id] = value['Fn::GetAtt'] as [string];
      return `arn:aws:lambda:${LOCAL_REGION}:${ACCOUNT}:function:${id}`;
    }
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, evaluate(v)]));
  }
  return value;
}

const definitions = new Map<TLocalWorkflow, Promise<Record<string, unknown>>>();

/** The workflow's definition (Amazon States Language) as the Workflows stack synthesizes it. */
export function localDefinition(workflow: TLocalWorkflow): Promise<Record<string, unknown>> {
  let d = definitions.get(workflow);
  if (!d) {
    d = (async () => {
      const [{ App, Stack }, { Function: LambdaFunction }, { DefinitionBody, StateMachine }, build] = await Promise.all([
        import('aws-cdk-lib'),
        import('aws-cdk-lib/aws-lambda'),
        import('aws-cdk-lib/aws-stepfunctions'),
        LOCAL_WORKFLOWS[workflow].definition(),
      ]);
      const stack = new Stack(new App(), 'LocalWorkflows', { env: { account: ACCOUNT, region: LOCAL_REGION } });
      const fn = LambdaFunction.fromFunctionArn(stack, 'Steps', `arn:aws:lambda:${LOCAL_REGION}:${ACCOUNT}:function:payroll-steps`);
      const machine = new StateMachine(stack, 'Machine', { definitionBody: DefinitionBody.fromChainable(build(stack, fn)) });
      const raw = stack.resolve((machine.node.defaultChild as { definitionString?: unknown }).definitionString) as TIntrinsic;
      return JSON.parse(String(evaluate(raw))) as Record<string, unknown>;
    })();
    definitions.set(workflow, d);
  }
  return d;
}

export interface TRunOptions {
  /** Wraps a Task state's handler (tests inject throttling and crashes here). */
  wrap?: (state: string, run: (payload: never) => Promise<unknown>) => (payload: never) => Promise<unknown>;
  /** The pause before each retry, in ms, instead of the definition's backoff (tests). */
  retryIntervalMs?: number;
  /** Told of each Task state's error before the definition's Retry or Catch sees it. */
  onTaskError?: (state: string, error: Error) => void;
}

/** Runs the workflow's definition on `input` in this process: resolves with its output, rejects with its failure. */
export async function runLocalWorkflow(workflow: TLocalWorkflow, input: Record<string, unknown>, opts: TRunOptions = {}) {
  const [{ StateMachine }, definition, handler] = await Promise.all([import('aws-local-stepfunctions'), localDefinition(workflow), LOCAL_WORKFLOWS[workflow].tasks()]);
  const states = taskStates(definition);
  const taskResourceLocalHandlers = Object.fromEntries(
    states.map((state) => {
      const run = opts.wrap ? opts.wrap(state, handler) : handler;
      return [
        state,
        async (invoke: { Payload: never }) => {
          try {
            return { Payload: (await run(invoke.Payload)) ?? null, StatusCode: 200 };
          } catch (error) {
            opts.onTaskError?.(state, error as Error);
            throw error;
          }
        },
      ];
    }),
  );
  const machine = new StateMachine(definition as never, { validationOptions: { checkArn: false } });
  const retryIntervalOverrides = opts.retryIntervalMs === undefined ? undefined : Object.fromEntries(retryable(definition).map((s) => [s, opts.retryIntervalMs!]));
  const execution = machine.run(input as never, { overrides: { taskResourceLocalHandlers: taskResourceLocalHandlers as never, ...(retryIntervalOverrides ? { retryIntervalOverrides } : {}) } });
  return execution.result;
}

type TStates = Record<string, { Type: string; Retry?: unknown; ItemProcessor?: { States: TStates }; Iterator?: { States: TStates } }>;
function allStates(definition: { States?: TStates }): [string, TStates[string]][] {
  return Object.entries(definition.States ?? {}).flatMap(([name, s]) => [[name, s] as [string, TStates[string]], ...allStates(s.ItemProcessor ?? s.Iterator ?? {})]);
}
const taskStates = (d: Record<string, unknown>) => allStates(d as { States: TStates }).filter(([, s]) => s.Type === 'Task').map(([n]) => n);
const retryable = (d: Record<string, unknown>) => allStates(d as { States: TStates }).filter(([, s]) => s.Retry).map(([n]) => n);

interface TExecution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  input: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  startDate: number;
  stopDate?: number;
  output?: string;
  error?: string;
  cause?: string;
}

/** The StartExecution / DescribeExecution endpoint (JSON 1.0, as the SDK speaks it), on loopback. */
export async function startLocalStepFunctions(port: number, log: (line: string) => void = () => undefined) {
  const executions = new Map<string, TExecution>();
  const reply = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(body));
  };
  const failure = (res: ServerResponse, type: string, message: string) => reply(res, 400, { __type: type, message });

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, string>;
    const target = String(req.headers['x-amz-target'] ?? '').replace('AWSStepFunctions.', '');
    if (target === 'StartExecution') {
      const entry = Object.entries(LOCAL_WORKFLOWS).find(([, w]) => w.arn === body.stateMachineArn);
      if (!entry) return failure(res, 'StateMachineDoesNotExist', `State Machine Does Not Exist: '${body.stateMachineArn}'`);
      const name = body.name ?? crypto.randomUUID();
      const executionArn = `${body.stateMachineArn!.replace(':stateMachine:', ':execution:')}:${name}`;
      const existing = executions.get(executionArn);
      if (existing) {
        if (existing.input === (body.input ?? '{}')) return reply(res, 200, { executionArn, startDate: existing.startDate });
        return failure(res, 'ExecutionAlreadyExists', `Execution Already Exists: '${executionArn}'`);
      }
      const execution: TExecution = { executionArn, stateMachineArn: body.stateMachineArn!, name, input: body.input ?? '{}', status: 'RUNNING', startDate: Date.now() / 1000 };
      executions.set(executionArn, execution);
      runLocalWorkflow(entry[0] as TLocalWorkflow, JSON.parse(execution.input) as Record<string, unknown>, {
        onTaskError: (state, error) => log(`Workflow ${name}: ${state} failed (${error.name}: ${error.message}); its Retry and Catch decide what follows`),
      }).then(
        (output) => Object.assign(execution, { status: 'SUCCEEDED', output: JSON.stringify(output), stopDate: Date.now() / 1000 }),
        (error: Error) => {
          Object.assign(execution, { status: 'FAILED', error: error.name, cause: error.message, stopDate: Date.now() / 1000 });
          log(`Workflow ${name} failed: ${error.name}: ${error.message}`);
        },
      );
      return reply(res, 200, { executionArn, startDate: execution.startDate });
    }
    if (target === 'DescribeExecution') {
      const e = executions.get(body.executionArn ?? '');
      if (!e) return failure(res, 'ExecutionDoesNotExist', `Execution Does Not Exist: '${body.executionArn}'`);
      return reply(res, 200, e);
    }
    return failure(res, 'UnknownOperationException', `The local stack does not answer ${target}`);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => failure(res, 'InternalFailure', error.message));
  });
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    executions,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  };
}
