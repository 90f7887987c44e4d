/**
 * SECRETS_KEY for tests only, the same for every test app and test server: on a shared PostgreSQL
 * each reads what another sealed. Production needs a key of its own.
 */
export const TEST_SECRETS_KEY = "5ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2e75ec2";
