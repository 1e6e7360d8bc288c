/**
 * @generated SignedSource<<ba1bf5eb6792b0ee64b0a853e44d6def>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "0009867e39a4b51b959fe03578b00310",
    "id": null,
    "metadata": {},
    "name": "useLikeExperienceMutation",
    "operationKind": "mutation",
    "text": "mutation useLikeExperienceMutation(\n  $input: LikeExperienceInput!\n) {\n  likeExperience(input: $input) {\n    __typename\n    ... on ExperienceLiked {\n      counted\n      experience {\n        id\n        likes\n        likedByViewer\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "942d8720b070d1b99063ea73e5aa9472";

export default node;
