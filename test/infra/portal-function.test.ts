import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { PortalFunction } from '../../infra/constructs/portal-function.js';

function stackWith(bundlingStacks: string[]) {
  const app = new App({ context: { 'aws:cdk:bundling-stacks': bundlingStacks }, builtinCloudFormationValidation: false });
  return new Stack(app, 'Test');
}

describe('PortalFunction', () => {
  it('applies the project Lambda defaults', () => {
    const stack = stackWith([]);
    new PortalFunction(stack, 'Fn', { domain: 'platform', environment: { EXTRA: '1' } });
    const template = Template.fromStack(stack);
    template.hasResourceProperties('AWS::Lambda::Function', {
      Runtime: 'nodejs22.x',
      Architectures: ['arm64'],
      MemorySize: 512,
      Timeout: 10,
      TracingConfig: { Mode: 'Active' },
      Environment: { Variables: { POWERTOOLS_SERVICE_NAME: 'platform', EXTRA: '1' } },
    });
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 30 });
  });

  it('lets a skipped-bundling stack synthesize before its handler exists', () => {
    const stack = stackWith([]);
    new PortalFunction(stack, 'Fn', { domain: 'not-written-yet' });
    Template.fromStack(stack).hasResourceProperties('AWS::Lambda::Function', { Code: { ZipFile: Match.stringLikeRegexp('handler not bundled') } });
  });

  it('still fails a bundled stack whose handler is missing', () => {
    expect(() => new PortalFunction(stackWith(['**']), 'Fn', { domain: 'not-written-yet' })).toThrow(/Cannot find entry file/);
  });
});
