import type { Stack } from 'aws-cdk-lib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from './build-test-app.js';

describe('infra app', () => {
  it('creates the eight stacks of the stage, in dependency order', () => {
    const built = buildTestApp({ context: { stage: 'staging' } });
    const stacks = built.app.node.children.map((child) => child.node.id);
    expect(stacks).toEqual([
      'SublimePortal-staging-Data',
      'SublimePortal-staging-Auth',
      'SublimePortal-staging-Realtime',
      'SublimePortal-staging-Api',
      'SublimePortal-staging-Web',
      'SublimePortal-staging-Monitoring',
      'SublimePortal-staging-Jobs',
      'SublimePortal-staging-Workflows',
    ]);
    // Dependencies come from the cross-stack references, which CDK resolves during synthesis.
    built.app.synth();
    const dependenciesOf = (stack: Stack) => stack.dependencies.map((s) => s.stackName).sort();
    expect(dependenciesOf(built.data)).toEqual([]);
    expect(dependenciesOf(built.auth)).toEqual([]);
    expect(dependenciesOf(built.realtime)).toEqual(['SublimePortal-staging-Auth', 'SublimePortal-staging-Data']);
    expect(dependenciesOf(built.api)).toEqual(['SublimePortal-staging-Auth', 'SublimePortal-staging-Data', 'SublimePortal-staging-Realtime']);
    // Data: the files bucket's origin is in the CSP's connect-src.
    expect(dependenciesOf(built.web)).toEqual([
      'SublimePortal-staging-Api',
      'SublimePortal-staging-Auth',
      'SublimePortal-staging-Data',
      'SublimePortal-staging-Realtime',
    ]);
    // Jobs and Workflows: their alarms are the stage's, in the Monitoring stack.
    expect(dependenciesOf(built.monitoring)).toEqual([
      'SublimePortal-staging-Api',
      'SublimePortal-staging-Data',
      'SublimePortal-staging-Jobs',
      'SublimePortal-staging-Realtime',
      'SublimePortal-staging-Workflows',
    ]);
    expect(dependenciesOf(built.jobs)).toEqual(['SublimePortal-staging-Data']);
    expect(dependenciesOf(built.workflows)).toEqual(['SublimePortal-staging-Data', 'SublimePortal-staging-Realtime']);
    // Every stage but dev keeps its data.
    expect(built.stage.durable).toBe(true);
  });

  it('rejects a stage name that cannot appear in resource names', () => {
    expect(() => buildTestApp({ context: { stage: 'Prod_1' } })).toThrow(/Invalid stage/);
  });
});
