/**
 * @generated SignedSource<<a6291ace16d38c9150f84c3c6f6d80e6>>
 * @relayHash 201cf004e79b8b1e3f8c0bd15f0a3e70
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2e5933196ebaf8df5262d15431cb03d7ff113597d5fc93413154427a7f74cdc8

import { ConcreteRequest } from 'relay-runtime';
export type ShareVideoInput = {
  targetUserId?: string | null | undefined;
  videoId?: string | null | undefined;
};
export type useShareVideoMutation$variables = {
  input: ShareVideoInput;
};
export type useShareVideoMutation$data = {
  readonly shareVideo: {
    readonly __typename: string;
    readonly message?: string;
    readonly sharedFile?: {
      readonly id: string;
      readonly title: string;
    };
  };
};
export type useShareVideoMutation = {
  response: useShareVideoMutation$data;
  variables: useShareVideoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "shareVideo",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "SharedFile",
            "kind": "LinkedField",
            "name": "sharedFile",
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
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "VideoShared",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useShareVideoMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareVideoMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "2e5933196ebaf8df5262d15431cb03d7ff113597d5fc93413154427a7f74cdc8",
    "metadata": {},
    "name": "useShareVideoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3aeb37e24c32bfeab9754407afc57541";

export default node;
