/**
 * @generated SignedSource<<bf517218df2c20f466af4d006b14ee4c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IdeaCard_note$data = {
  readonly clientId: string | null | undefined;
  readonly content: string;
  readonly createdAt: any;
  readonly id: string;
  readonly title: string;
  readonly " $fragmentSpreads": FragmentRefs<"IdeaForm_note">;
  readonly " $fragmentType": "IdeaCard_note";
};
export type IdeaCard_note$key = {
  readonly " $data"?: IdeaCard_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"IdeaCard_note">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "IdeaCard_note",
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
      "name": "clientId",
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
      "name": "createdAt",
      "storageKey": null
    },
    {
      "args": null,
      "kind": "FragmentSpread",
      "name": "IdeaForm_note"
    }
  ],
  "type": "Note",
  "abstractKey": null
};

(node as any).hash = "52424a2d4745660ebd12a22c7a565c2f";

export default node;
