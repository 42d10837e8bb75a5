import { RemovalPolicy } from 'aws-cdk-lib';
import type { Node } from 'constructs';

/** What differs between deployments of the portal, read once from CDK context. */
export interface PortalStage {
  /** Context `stage`, e.g. `dev` or `prod`; part of every stack and resource name. @default 'dev' */
  readonly name: string;
  /**
   * Whether data must survive a mistaken `cdk destroy` or stack replacement: deletion protection
   * on, RETAIN removal policies, termination protection. True for every stage except `dev`, so a
   * new `staging` stage is protected without anyone remembering to opt in.
   */
  readonly durable: boolean;
  /** The web origin users open; links in emails and the files bucket CORS use it. @default 'https://portal.example.com' */
  readonly appUrl: string;
  /** Sender of transactional email; must be an SES-verified identity. @default 'no-reply@example.com' */
  readonly mailFrom: string;
  /**
   * Who gets the stage's alarms by e-mail (context `alarmEmail`); without it the alarm topic has
   * no subscription and is read from the console or subscribed to later. @default undefined
   */
  readonly alarmEmail?: string;
}

const STAGE_NAME = /^[a-z][a-z0-9-]{1,20}$/;

/** Reads the stage from context (`cdk synth -c stage=prod -c appUrl=https://…`). */
export function readStage(node: Node): PortalStage {
  const name = String(node.tryGetContext('stage') ?? 'dev');
  // Stack and resource names embed it, and they accept only this character set.
  if (!STAGE_NAME.test(name)) throw new Error(`Invalid stage "${name}": expected ${STAGE_NAME}`);
  const appUrl = String(node.tryGetContext('appUrl') ?? 'https://portal.example.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+$/.test(appUrl)) throw new Error(`Invalid appUrl "${appUrl}": expected an origin like https://portal.example.com`);
  return {
    name,
    durable: name !== 'dev',
    appUrl,
    mailFrom: String(node.tryGetContext('mailFrom') ?? 'no-reply@example.com'),
    alarmEmail: readAlarmEmail(node),
  };
}

function readAlarmEmail(node: Node): string | undefined {
  const value = node.tryGetContext('alarmEmail');
  if (value === undefined || value === null || value === '') return undefined;
  const email = String(value).trim();
  if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) throw new Error(`Invalid alarmEmail "${email}": expected an e-mail address`);
  return email;
}

/** RETAIN for durable stages; DESTROY in dev so `cdk destroy` leaves nothing billable behind. */
export function removalPolicyFor(stage: PortalStage): RemovalPolicy {
  return stage.durable ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY;
}
