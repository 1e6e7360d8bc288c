/**
 * @generated SignedSource<<7093aea79d5f4c52ce5396bac5f7b1a1>>
 * @relayHash 9752af551f24518d72fba33e9c90f483
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 9200aca8539372a72a1f2befea52040e72a2225efe09ec86c77d9593e9fe2079

import { ConcreteRequest } from 'relay-runtime';
export type AddCongregationVideoInput = {
  description?: string | null | undefined;
  title?: string | null | undefined;
  url?: string | null | undefined;
};
export type useAddCongregationVideoMutation$variables = {
  input: AddCongregationVideoInput;
};
export type useAddCongregationVideoMutation$data = {
  readonly addCongregationVideo: {
    readonly __typename: string;
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
    readonly video?: {
      readonly id: string;
    };
  };
};
export type useAddCongregationVideoMutation = {
  response: useAddCongregationVideoMutation$data;
  variables: useAddCongregationVideoMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
v2 = [
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
    "name": "addCongregationVideo",
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
            "concreteType": "CongregationVideo",
            "kind": "LinkedField",
            "name": "video",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "id",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "CongregationVideoAdded",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
        ],
        "type": "Error",
        "abstractKey": "__isError"
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldIssue",
            "kind": "LinkedField",
            "name": "fields",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "path",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
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
    "name": "useAddCongregationVideoMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAddCongregationVideoMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "9200aca8539372a72a1f2befea52040e72a2225efe09ec86c77d9593e9fe2079",
    "metadata": {},
    "name": "useAddCongregationVideoMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "20da11e4fba91a07df6b39227d919063";

export default node;
