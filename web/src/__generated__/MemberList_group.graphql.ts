/**
 * @generated SignedSource<<71cd783558bf279c50aa1b349a94b197>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MemberList_group$data = {
  readonly members: ReadonlyArray<{
    readonly email: string | null | undefined;
    readonly id: string;
    readonly isViewer: boolean;
    readonly name: string;
    readonly phone: string | null | undefined;
    readonly role: string;
  }>;
  readonly " $fragmentType": "MemberList_group";
};
export type MemberList_group$key = {
  readonly " $data"?: MemberList_group$data;
  readonly " $fragmentSpreads": FragmentRefs<"MemberList_group">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MemberList_group",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "ServiceGroupMember",
      "kind": "LinkedField",
      "name": "members",
      "plural": true,
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
          "name": "role",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "email",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "phone",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "isViewer",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "ServiceGroup",
  "abstractKey": null
};

(node as any).hash = "e93e6436b80a2a63afb28674e62171de";

export default node;
