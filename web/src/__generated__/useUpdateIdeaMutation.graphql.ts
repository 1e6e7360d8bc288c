/**
 * @generated SignedSource<<e5eed3b8f608d6379a6eb11cec7ffe07>>
 * @relayHash afd63ddd9c5151725785fdbab0a01b34
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ffd49111c29b4edd85ba1d61f4178311f20026bb6300c6de386576cf23a87ab5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type NoteCategory = "ASSEMBLY" | "BIBLE_STUDY" | "GENERAL" | "HLC" | "MEETING" | "MINISTRY_CONDUCTOR_IDEAS" | "PVG" | "RETURN_VISIT" | "TERRITORY";
export type UpdateNoteInput = {
  address?: string | null | undefined;
  category?: NoteCategory | null | undefined;
  content?: string | null | undefined;
  householderName?: string | null | undefined;
  id: string;
  literatureLeft?: string | null | undefined;
  timeContacted?: string | null | undefined;
  title?: string | null | undefined;
};
export type useUpdateIdeaMutation$variables = {
  input: UpdateNoteInput;
};
export type useUpdateIdeaMutation$data = {
  readonly updateNote: {
    readonly __typename: string;
    readonly message?: string;
    readonly note?: {
      readonly id: string;
      readonly " $fragmentSpreads": FragmentRefs<"IdeaCard_note">;
    };
  };
};
export type useUpdateIdeaMutation = {
  response: useUpdateIdeaMutation$data;
  variables: useUpdateIdeaMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateIdeaMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateNote",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Note",
                "kind": "LinkedField",
                "name": "note",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "IdeaCard_note"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "NoteUpdated",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateIdeaMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "updateNote",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "Note",
                "kind": "LinkedField",
                "name": "note",
                "plural": false,
                "selections": [
                  (v3/*:: as any*/),
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
                    "name": "createdAt",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "NoteUpdated",
            "abstractKey": null
          },
          (v4/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "ffd49111c29b4edd85ba1d61f4178311f20026bb6300c6de386576cf23a87ab5",
    "metadata": {},
    "name": "useUpdateIdeaMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "82cea8fbf9aec036808744a15ec787b2";

export default node;
