/** The membership system ('Agora'): told when an approved customer should be synced. */
export interface MembershipSyncRequest {
  customerId: number;
  email: string;
  firstName: string;
  lastName: string;
  programme: string;
}

export interface MembershipSync {
  readonly name: string;
  sync(request: MembershipSyncRequest): Promise<void>;
}
