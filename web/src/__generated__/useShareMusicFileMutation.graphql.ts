/**
 * @generated SignedSource<<4a2a45192e25b5bdf54b1b3da368f2a0>>
 * @relayHash 2f5febe4ab4eb77374e6135d305c5818
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 064c414219541838d753bc260616b2f2f19ca0674b5124cdd42132783d4a2237

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
    "id": "064c414219541838d753bc260616b2f2f19ca0674b5124cdd42132783d4a2237",
    "metadata": {},
    "name": "useShareMusicFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "18d568813653ec3ea8f25626f7c1152a";

export default node;
