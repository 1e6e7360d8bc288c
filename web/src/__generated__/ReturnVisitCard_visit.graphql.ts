/**
 * @generated SignedSource<<0b2d3f612c29bfa25084785858a8215f>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ReturnVisitCard_visit$data = {
  readonly address: string;
  readonly id: string;
  readonly language: string | null | undefined;
  readonly lastCallDate: string | null | undefined;
  readonly latitude: number | null | undefined;
  readonly longitude: number | null | undefined;
  readonly name: string;
  readonly nextVisitDate: string | null | undefined;
  readonly phoneNumber: string | null | undefined;
  readonly publication: string | null | undefined;
  readonly topic: string | null | undefined;
  readonly " $fragmentType": "ReturnVisitCard_visit";
};
export type ReturnVisitCard_visit$key = {
  readonly " $data"?: ReturnVisitCard_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"ReturnVisitCard_visit">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ReturnVisitCard_visit",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "address",
      "storageKey": null
    },
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
    }
  ],
  "type": "ReturnVisit",
  "abstractKey": null
};

(node as any).hash = "5b1604047433e2b50d16edc7c1273184";

export default node;
