/**
 * @generated SignedSource<<1d8bb7c079e60a2955f9a81f1b0740b2>>
 * @relayHash 0009867e39a4b51b959fe03578b00310
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4a068df08898441ec063af7bf7c7f56e4379d00e3e41b2f362663078f3971038

import { ConcreteRequest } from 'relay-runtime';
export type LikeExperienceInput = {
  id: string;
};
export type useLikeExperienceMutation$variables = {
  input: LikeExperienceInput;
};
export type useLikeExperienceMutation$data = {
  readonly likeExperience: {
    readonly __typename: string;
    readonly counted?: boolean;
    readonly experience?: {
      readonly id: string;
      readonly likedByViewer: boolean;
      readonly likes: number;
    };
    readonly message?: string;
  };
};
export type useLikeExperienceMutation = {
  response: useLikeExperienceMutation$data;
  variables: useLikeExperienceMutation$variables;
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
    "name": "likeExperience",
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
            "kind": "ScalarField",
            "name": "counted",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "MinistryExperience",
            "kind": "LinkedField",
            "name": "experience",
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
                "name": "likes",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "likedByViewer",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ExperienceLiked",
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
    "name": "useLikeExperienceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useLikeExperienceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "4a068df08898441ec063af7bf7c7f56e4379d00e3e41b2f362663078f3971038",
    "metadata": {},
    "name": "useLikeExperienceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "942d8720b070d1b99063ea73e5aa9472";

export default node;
