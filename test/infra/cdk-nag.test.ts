import { type Stack, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';

interface TAck {
  path: string;
  id: string;
  reason: string;
}

function acknowledgments(root: IConstruct): TAck[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) => Object.entries(entry.data as Record<string, string>))
      // aws-cdk-lib records ids without a known prefix as annotation ids.
      .map(([id, reason]) => ({ path: construct.node.path, id: id.replace(/^annotation::/i, ''), reason })),
  );
}

/** Every finding of the pack with acknowledgments ignored, as `ruleId` at construct path. */
function allFindings(scope: IConstruct): { id: string; path: string }[] {
  const pack = new AwsSolutionsChecks(undefined, {});
  // Overrides cdk-nag's private acknowledgment check. Should an upgrade rename it, acknowledged
  // findings vanish from this list and the stale-acknowledgment test fails, pointing here.
  Object.defineProperty(pack, 'isAcknowledged', { value: () => false });
  return pack
    .validateScope(scope)
    .violations.flatMap((v) => v.violatingResources.map((resource) => ({ id: v.ruleName, path: resource.constructPath ?? '' })));
}

describe('cdk-nag AwsSolutions', () => {
  const built = buildTestApp();
  const stacks: Stack[] = [built.data, built.auth, built.realtime, built.api, built.web, built.monitoring, built.jobs, built.workflows];

  // Synthesis runs the AwsSolutions plugin registered in infra/app.ts and throws on any
  // unacknowledged error, with the full report in the message.
  let synthError: string | undefined;
  try {
    built.app.synth();
  } catch (error) {
    synthError = String(error);
  }

  it('synthesizes the app with the AwsSolutions plugin', () => {
    expect(synthError).toBeUndefined();
  });

  it.each(stacks.map((stack) => [stack.stackName, stack] as const))('%s has no unacknowledged findings', (_name, stack) => {
    // Checked again per stack after synthesis, when cross-stack references have become the
    // imports the acknowledgment ids name; warnings count too, so the synth report stays empty.
    const { violations } = new AwsSolutionsChecks(undefined, { verbose: true }).validateScope(stack);
    const findings = violations.map((v) => `${v.severity} ${v.ruleName} at ${v.violatingResources.map((r) => r.constructPath).join(', ')}`);
    expect(findings).toEqual([]);
  });

  it('states a reason for every acknowledged rule', () => {
    const acks = acknowledgments(built.app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason.length, `${ack.id} at ${ack.path}`).toBeGreaterThanOrEqual(40);
  });

  it('acknowledges only rules that actually fire, so no acknowledgment outlives its reason', () => {
    const findings = allFindings(built.app);
    const stale = acknowledgments(built.app).filter(
      (ack) => !findings.some((f) => f.id === ack.id && (f.path === ack.path || f.path.startsWith(`${ack.path}/`))),
    );
    expect(stale.map((ack) => `${ack.id} at ${ack.path}`)).toEqual([]);
  });
});
