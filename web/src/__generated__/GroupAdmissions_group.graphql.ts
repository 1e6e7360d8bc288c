/**
 * @generated SignedSource<<6fb0e042cc54fd3ff1cd6256a31e3188>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GroupAdmissions_group$data = {
  readonly id: string;
  readonly invitations: ReadonlyArray<{
    readonly expiresAt: any;
    readonly id: string;
    readonly uses: number;
  }> | null | undefined;
  readonly joinRequests: ReadonlyArray<{
    readonly fullName: string;
    readonly memberId: string;
    readonly requestedAt: any;
    readonly username: string;
  }> | null | undefined;
  readonly " $fragmentType": "GroupAdmissions_group";
};
export type GroupAdmissions_group$key = {
  readonly " $data"?: GroupAdmissions_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"GroupAdmissions_group">;
};

import GroupAdmissionsRefetchQuery_graphql from './GroupAdmissionsRefetchQuery.graphql';

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": {
    "refetch": {
      "connection": null,
      "fragmentPathInResult": [
        "node"
      ],
      "operation": GroupAdmissionsRefetchQuery_graphql,
      "identifierInfo": {
        "identifierField": "id",
        "identifierQueryVariableName": "id"
      }
    }
  },
  "name": "GroupAdmissions_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupJoinRequest",
      "kind": "LinkedField",
      "name": "joinRequests",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "memberId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fullName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "username",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "requestedAt",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "GroupInvitation",
      "kind": "LinkedField",
      "name": "invitations",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "expiresAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "uses",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    (v0/*:: as any*/)
  ],
  "type": "ServiceGroup",
  "abstractKey": null
};
})();

(node as any).hash = "97c6a316273ea863de7d66940b804490";

export default node;
