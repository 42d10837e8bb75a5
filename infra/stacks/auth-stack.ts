import { CfnOutput, Duration, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import { AccountRecovery, Mfa, UserPool, type UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { type PortalStage, removalPolicyFor } from '../stage.js';

export interface AuthStackProps extends StackProps {
  readonly stage: PortalStage;
}

/** Who the users are (Cognito) and the key that signs permission tokens. */
export class AuthStack extends Stack {
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** HMAC key of the permission token; handlers read it through PERMISSION_TOKEN_SECRET_ARN. */
  readonly permissionTokenSecret: Secret;

  constructor(scope: Construct, id: string, props: AuthStackProps) {
    super(scope, id, props);
    const { stage } = props;
    const removalPolicy = removalPolicyFor(stage);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `sublime-portal-${stage.name}`,
      // Registration goes through the API (AdminCreateUser), which writes the profile and the
      // workspace in the same step; a direct Cognito sign-up would create a user without them.
      selfSignUpEnabled: false,
      // The API creates users with Username = email, which needs email as the username attribute.
      signInAliases: { email: true },
      signInCaseSensitive: false,
      // The spec's rules; the maximum length is enforced by the API's zod rule (shared/core/password.ts)
      // because Cognito has no maximum-length setting.
      // The spec's rule (8-128 characters, an upper- and a lowercase letter, Latin or Cyrillic, a
      // digit and any special character) is enforced by the API's shared zod schema before any
      // Cognito call; Cognito's classes are Latin-only with a fixed symbol list and would refuse
      // passwords the spec allows. Users are only ever created through the API (no self sign-up).
      passwordPolicy: {
        minLength: 8,
        requireUppercase: false,
        requireLowercase: false,
        requireDigits: true,
        requireSymbols: false,
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      mfa: Mfa.OFF,
      deletionProtection: stage.durable,
      removalPolicy,
    });
    Validations.of(this.userPool).acknowledge(
      { id: 'AwsSolutions-COG2', reason: 'The spec does not require MFA yet; sign-in is email and password.' },
      {
        id: 'AwsSolutions-COG1',
        reason: "The spec's password rule (upper and lower case in Latin or Cyrillic, digit, any special character) is stricter in substance and is enforced by the API on every password before Cognito sees it; Cognito's Latin-only classes would refuse valid Cyrillic passwords.",
      },
      {
        // cdk-nag 3 checks threat protection (formerly advanced security, COG3) through the plan.
        id: 'AwsSolutions-COG8',
        reason: 'The Plus feature plan is needed only for threat protection, which the spec does not require and which is billed per MAU; the API rate-limits login failures itself.',
      },
    );

    this.userPoolClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      // The API signs in with AdminInitiateAuth (IAM-authorized) on behalf of the browser: no
      // password flow is open to a caller holding only the public client id, so every password
      // check passes the API's attempt limits and its lock and confirmation checks
      // (docs/decisions/0018-identity-hardening.md). Refresh stays public (CDK always adds it).
      generateSecret: false,
      authFlows: { adminUserPassword: true },
      // No hosted UI or OAuth: tokens come only from ADMIN_USER_PASSWORD_AUTH and refresh.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.minutes(60),
      idTokenValidity: Duration.minutes(60),
      refreshTokenValidity: Duration.days(30),
    });

    this.permissionTokenSecret = new Secret(this, 'PermissionTokenKey', {
      description: `HMAC key of the portal permission token (${stage.name})`,
      // Punctuation is left out so the key survives any copy into an env file unquoted.
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy,
    });
    Validations.of(this.permissionTokenSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'Automatic rotation needs handlers that also accept the previous key for one token lifetime (functions/core/tokens.ts caches a single key per container); until then rotation is a planned manual step.',
    });

    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
