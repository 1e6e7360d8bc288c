/**
 * @generated SignedSource<<a0d2327f043d2b88a25bbfa7730ad839>>
 * @relayHash 6baad3b63fe06b90f36b7d83f870af76
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 267c6e1edfdcfb6de5c9c6eac15bb81a795a74241d9536164e031d1a64bdbddf

import { ConcreteRequest } from 'relay-runtime';
export type ServiceGroupNumber = "FAMILY_AND_FRIENDS" | "GROUP_1" | "GROUP_2" | "GROUP_3" | "GROUP_4" | "GROUP_5" | "GROUP_6" | "GROUP_7" | "GROUP_8" | "NONE";
export type ShellViewerSubscription$variables = Record<PropertyKey, never>;
export type ShellViewerSubscription$data = {
  readonly viewerUpdated: {
    readonly appName: string;
    readonly backgroundImageUrl: string;
    readonly groupNumber: ServiceGroupNumber;
    readonly id: string;
    readonly primaryColor: string;
    readonly secondaryColor: string;
    readonly username: string;
  };
};
export type ShellViewerSubscription = {
  response: ShellViewerSubscription$data;
  variables: ShellViewerSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewerUpdated",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
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
        "name": "appName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "primaryColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "secondaryColor",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "backgroundImageUrl",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "groupNumber",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "ShellViewerSubscription",
    "selections": (v0/*:: as any*/),
    "type": "Subscription",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "ShellViewerSubscription",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "267c6e1edfdcfb6de5c9c6eac15bb81a795a74241d9536164e031d1a64bdbddf",
    "metadata": {},
    "name": "ShellViewerSubscription",
    "operationKind": "subscription",
    "text": null
  }
};
})();

(node as any).hash = "c4ad75f2e0e153399705dd743f74528c";

export default node;
