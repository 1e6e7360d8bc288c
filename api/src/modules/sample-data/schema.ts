// `sampleData`: the demonstration contacts a visitor sees. Public, like GET /api/sample-data.
import { builder } from '../../builder.ts';
import { ContactPositionEnum } from '../contacts/index.ts';
import * as samples from './service.ts';

const SampleHlcContact = builder.objectRef<samples.SampleHlcContact>('SampleHlcContact').implement({
  description: 'A made-up HLC contact shown to visitors',
  fields: (t) => ({
    name: t.exposeString('name'),
    position: t.expose('position', { type: ContactPositionEnum }),
    phoneNumber: t.exposeString('phoneNumber'),
    hospital: t.exposeString('hospital'),
  }),
});

const SamplePvgContact = builder.objectRef<samples.SamplePvgContact>('SamplePvgContact').implement({
  description: 'A made-up PVG contact shown to visitors',
  fields: (t) => ({
    name: t.exposeString('name'),
    position: t.expose('position', { type: ContactPositionEnum }),
    phoneNumber: t.exposeString('phoneNumber'),
    address: t.exposeString('address'),
  }),
});

const SampleData = builder.objectRef<samples.SampleData>('SampleData').implement({
  description: 'Demonstration data for visitors without an account; every entry is fictional',
  fields: (t) => ({
    hlcContacts: t.field({ type: [SampleHlcContact], resolve: (data) => data.hlcContacts }),
    pvgContacts: t.field({ type: [SamplePvgContact], resolve: (data) => data.pvgContacts }),
  }),
});

builder.queryField('sampleData', (t) =>
  t.field({
    type: SampleData,
    description: 'The sample HLC and PVG contacts shown to visitors',
    skipTypeScopes: true,
    resolve: () => samples.sampleData(),
  }),
);
