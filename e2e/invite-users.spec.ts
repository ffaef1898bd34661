import { test } from '@playwright/test';
import { SITE_USERS, TOOL_CONNECT_USERS } from './support/invitations-programmes';
import { describeInvitationScreen } from './support/invitations-tests';

test.describe('Users screen (site invited and registered users)', () => {
  describeInvitationScreen(SITE_USERS, 'with the shared core');
});

test.describe('Tool-connect invited users screen', () => {
  describeInvitationScreen(TOOL_CONNECT_USERS, 'own checks only');
});
