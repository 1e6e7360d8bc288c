/**
 * @generated SignedSource<<b5e7156504c2f5b5e062026c09b5460d>>
 * @relayHash af08681656fc643e8cfa1462961628a4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID d733bf497d90f48e0a674bdc4d94790147d94a75422eab2f1111973e35573005

import { ConcreteRequest } from 'relay-runtime';
export type UpdateExperienceInput = {
  content?: string | null | undefined;
  id: string;
  title?: string | null | undefined;
};
export type useUpdateExperienceMutation$variables = {
  input: UpdateExperienceInput;
};
export type useUpdateExperienceMutation$data = {
  readonly updateExperience: {
    readonly __typename: string;
    readonly experience?: {
      readonly content: string;
      readonly id: string;
      readonly title: string;
      readonly updatedAt: any;
    };
    readonly fields?: ReadonlyArray<{
      readonly message: string;
      readonly path: string;
    }>;
    readonly message?: string;
  };
};
export type useUpdateExperienceMutation = {
  response: useUpdateExperienceMutation$data;
  variables: useUpdateExperienceMutation$variables;
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
    "name": "updateExperience",
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
                "name": "title",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "content",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "ExperienceUpdated",
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
    "name": "useUpdateExperienceMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateExperienceMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "d733bf497d90f48e0a674bdc4d94790147d94a75422eab2f1111973e35573005",
    "metadata": {},
    "name": "useUpdateExperienceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6ef3a9160481d242b4cf2a5fc5b6c780";

export default node;
