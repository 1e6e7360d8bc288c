/**
 * @generated SignedSource<<f8c38a534f1dd27c8021788de919af25>>
 * @relayHash d7a27d8fcf1293ad6fe99018d4936c05
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1084499b15ab2f1cb30ba4b142f7363ad69a6b18f5a04b07ad40d4dd75f1789b

import { ConcreteRequest } from 'relay-runtime';
export type DeleteExperienceInput = {
  id: string;
};
export type useDeleteExperienceMutation$variables = {
  input: DeleteExperienceInput;
};
export type useDeleteExperienceMutation$data = {
  readonly deleteExperience: {
    readonly __typename: string;
    readonly deletedId?: string;
    readonly message?: string;
  };
};
export type useDeleteExperienceMutation = {
  response: useDeleteExperienceMutation$data;
  variables: useDeleteExperienceMutation$variables;
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
    "name": "deleteExperience",
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
            "name": "deletedId",
            "storageKey": null
          }
        ],
        "type": "ExperienceDeleted",
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
    "name": "useDeleteExperienceMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteExperienceMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "1084499b15ab2f1cb30ba4b142f7363ad69a6b18f5a04b07ad40d4dd75f1789b",
    "metadata": {},
    "name": "useDeleteExperienceMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "0f1f06a11a80d99c269d0dfe2eb7c6e2";

export default node;
