/**
 * @generated SignedSource<<709825443b08a8eae4fb6d7a21821e34>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "201cf004e79b8b1e3f8c0bd15f0a3e70",
    "id": null,
    "metadata": {},
    "name": "useShareVideoMutation",
    "operationKind": "mutation",
    "text": "mutation useShareVideoMutation(\n  $input: ShareVideoInput!\n) {\n  shareVideo(input: $input) {\n    __typename\n    ... on VideoShared {\n      sharedFile {\n        id\n        title\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "3aeb37e24c32bfeab9754407afc57541";

export default node;
