/**
 * @generated SignedSource<<b230c95f3f97869476a3e78e55ff196b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReturnVisitCard_visit$data = {
  readonly address: string;
  readonly house: {
    readonly address: string;
    readonly id: string;
  } | null | undefined;
  readonly id: string;
  readonly language: string | null | undefined;
  readonly lastCallDate: string | null | undefined;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly nextVisitDate: string | null | undefined;
  readonly note: {
    readonly id: string;
    readonly title: string;
  } | null | undefined;
  readonly phoneNumber: string | null | undefined;
  readonly publication: string | null | undefined;
  readonly topic: string | null | undefined;
  readonly " $fragmentType": "ReturnVisitCard_visit";
};
export type ReturnVisitCard_visit$key = {
  readonly " $data"?: ReturnVisitCard_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnVisitCard_visit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "address",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnVisitCard_visit",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phoneNumber",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "latitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "longitude",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "language",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "topic",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "publication",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "nextVisitDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastCallDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Note",
      "kind": "LinkedField",
      "name": "note",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "title",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TerritoryHouse",
      "kind": "LinkedField",
      "name": "house",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "ReturnVisit",
  "abstractKey": null
};
})();

(node as any).hash = "78aa5c8174a266c613e7e46ca1a65eef";

export default node;
