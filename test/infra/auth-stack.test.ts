import { Match } from 'aws-cdk-lib/assertions';
import { describe, it } from 'vitest';
import { buildTestApp, templateOf } from './build-test-app.js';

describe('AuthStack', () => {
  const template = templateOf(buildTestApp().auth);

  it('creates an admin-only user pool signing in by email with the spec password policy', () => {
    template.resourceCountIs('AWS::Cognito::UserPool', 1);
    template.hasResourceProperties('AWS::Cognito::UserPool', {
      AdminCreateUserConfig: { AllowAdminCreateUserOnly: true },
      UsernameAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: 8,
          // Letter classes and symbols are the API's rule (Latin and Cyrillic); see auth-stack.ts.
          RequireUppercase: false,
          RequireLowercase: false,
          RequireNumbers: true,
          RequireSymbols: false,
        },
      },
      AccountRecoverySetting: { RecoveryMechanisms: [{ Name: 'verified_email', Priority: 1 }] },
      MfaConfiguration: 'OFF',
      UserPoolAddOns: Match.absent(),
    });
  });

  it('creates an app client for ADMIN_USER_PASSWORD_AUTH and refresh only (no public password flow), with the token lifetimes', () => {
    template.resourceCountIs('AWS::Cognito::UserPoolClient', 1);
    template.hasResourceProperties('AWS::Cognito::UserPoolClient', {
      GenerateSecret: false,
      ExplicitAuthFlows: Match.arrayEquals(['ALLOW_ADMIN_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH']),
      EnableTokenRevocation: true,
      PreventUserExistenceErrors: 'ENABLED',
      AllowedOAuthFlows: Match.absent(),
      AccessTokenValidity: 60,
      IdTokenValidity: 60,
      RefreshTokenValidity: 43200,
      TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'minutes' },
    });
  });

  it('generates the 64-character permission-token key', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});
