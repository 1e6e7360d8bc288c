/**
 * @generated SignedSource<<9c25cb239ed8630fac8742829d25a98d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type ShareMusicFileInput = {
  musicFileId?: string | null | undefined;
  targetUserId?: string | null | undefined;
};
export type useShareMusicFileMutation$variables = {
  input: ShareMusicFileInput;
};
export type useShareMusicFileMutation$data = {
  readonly shareMusicFile: {
    readonly __typename: string;
    readonly message?: string;
    readonly sharedFile?: {
      readonly id: string;
      readonly title: string;
    };
  };
};
export type useShareMusicFileMutation = {
  response: useShareMusicFileMutation$data;
  variables: useShareMusicFileMutation$variables;
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
    "name": "shareMusicFile",
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
        "type": "MusicFileShared",
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
    "name": "useShareMusicFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useShareMusicFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "2f5febe4ab4eb77374e6135d305c5818",
    "id": null,
    "metadata": {},
    "name": "useShareMusicFileMutation",
    "operationKind": "mutation",
    "text": "mutation useShareMusicFileMutation(\n  $input: ShareMusicFileInput!\n) {\n  shareMusicFile(input: $input) {\n    __typename\n    ... on MusicFileShared {\n      sharedFile {\n        id\n        title\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "18d568813653ec3ea8f25626f7c1152a";

export default node;
