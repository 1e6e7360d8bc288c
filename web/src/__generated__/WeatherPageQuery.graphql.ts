/**
 * @generated SignedSource<<581391484c31cd0bd0461aa4a82acfdb>>
 * @relayHash 648c7829fe3be9772fc068aea3693dac
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ca10abb5c05710619805b0fea039350962a61b6cecad7a332b8602d9e3b195ec

import { ConcreteRequest } from 'relay-runtime';
export type WeatherAdvice = "COLD" | "FREEZING" | "GREAT" | "HOT" | "RAIN" | "SNOW";
export type WeatherPageQuery$variables = Record<PropertyKey, never>;
export type WeatherPageQuery$data = {
  readonly appSettings: {
    readonly weatherRegion: string;
  };
  readonly weather: {
    readonly __typename: string;
    readonly advice?: ReadonlyArray<WeatherAdvice>;
    readonly current?: {
      readonly apparentTemperature: number;
      readonly humidity: number;
      readonly precipitation: number;
      readonly temperature: number;
      readonly weatherCode: number;
      readonly windDirection: number;
      readonly windSpeed: number;
    };
    readonly daily?: ReadonlyArray<{
      readonly date: string;
      readonly precipitationSum: number;
      readonly temperatureMax: number;
      readonly temperatureMin: number;
      readonly weatherCode: number;
      readonly windSpeedMax: number;
    }>;
    readonly fetchedAt?: any;
    readonly message?: string;
    readonly region?: string;
    readonly stale?: boolean;
  };
};
export type WeatherPageQuery = {
  response: WeatherPageQuery$data;
  variables: WeatherPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherRegion",
  "storageKey": null
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "weatherCode",
  "storageKey": null
},
v2 = {
  "alias": null,
  "args": null,
  "concreteType": null,
  "kind": "LinkedField",
  "name": "weather",
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
          "name": "region",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "fetchedAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "stale",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "CurrentWeather",
          "kind": "LinkedField",
          "name": "current",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperature",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "apparentTemperature",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "humidity",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "precipitation",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "windSpeed",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "windDirection",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "DailyForecast",
          "kind": "LinkedField",
          "name": "daily",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "date",
              "storageKey": null
            },
            (v1/*:: as any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperatureMax",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "temperatureMin",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "precipitationSum",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "windSpeedMax",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "advice",
          "storageKey": null
        }
      ],
      "type": "WeatherReport",
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
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "WeatherPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/)
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "WeatherPageQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "AppSettings",
        "kind": "LinkedField",
        "name": "appSettings",
        "plural": false,
        "selections": [
          (v0/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          }
        ],
        "storageKey": null
      },
      (v2/*:: as any*/)
    ]
  },
  "params": {
    "id": "ca10abb5c05710619805b0fea039350962a61b6cecad7a332b8602d9e3b195ec",
    "metadata": {},
    "name": "WeatherPageQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "61055a5d69fe0b4770b0f545534f9774";

export default node;
