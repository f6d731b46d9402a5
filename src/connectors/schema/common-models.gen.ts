/**
 * GENERATED FILE, do not edit. Source: src/connectors/schema/common-models.yaml (its header explains each key).
 * Regenerate with `npm run gen:manifest-types` (scripts/gen-common-models.ts).
 */

export interface CommonFieldData {
  type: 'string' | 'number' | 'integer' | 'boolean' | 'datetime' | 'date' | 'enum' | 'array';
  enum?: readonly string[];
  minimum?: number;
  nullable?: boolean;
  required?: boolean;
  write?: 'always' | 'create' | 'never';
  copy_of?: string;
  fixed?: unknown;
  items?: Readonly<Record<string, unknown>>;
  additional_only?: boolean;
  cache?: 'always' | 'opt_in';
  formerly?: readonly string[];
  description: string;
}

export interface CommonModelData {
  schema: string;
  plural: string;
  singular: string;
  description: string;
  fields: Readonly<Record<string, CommonFieldData>>;
}

export const COMMON_MODEL_DATA: Readonly<Record<string, CommonModelData>> = {
  'crm.contact': {
    schema: 'CrmContact',
    plural: 'contacts',
    singular: 'contact',
    description: 'A person in a CRM.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the contact." },
      nativeId: { type: 'string', nullable: false, write: 'never', copy_of: 'id', description: "The CRM's id of the contact." },
      firstName: { type: 'string', required: true, description: 'Given name, or null.' },
      lastName: { type: 'string', required: true, description: 'Family name, or null.' },
      email: { type: 'string', required: true, description: 'Primary email, or null.' },
      phone: { type: 'string', required: true, description: 'Primary phone number, or null.' },
      jobTitle: { type: 'string', formerly: ['title'], description: 'Job title, or null.' },
      accountId: { type: 'string', description: "Plugboard's id of the contact's account, or null." },
      ownerId: { type: 'string', description: "Plugboard's id of the CRM user who owns the contact, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the contact was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the contact last changed in the CRM, or null when the CRM does not say.',
      },
    },
  },
  'crm.account': {
    schema: 'CrmAccount',
    plural: 'accounts',
    singular: 'account',
    description: 'A company (organization) in a CRM.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the account." },
      nativeId: { type: 'string', nullable: false, write: 'never', copy_of: 'id', description: "The CRM's id of the account." },
      name: { type: 'string', required: true, description: 'Company name, or null.' },
      website: { type: 'string', required: true, formerly: ['domain'], description: 'Website address, or null.' },
      industry: { type: 'string', description: 'Industry, or null.' },
      numberOfEmployees: { type: 'integer', description: 'Headcount, or null.' },
      ownerId: { type: 'string', description: "Plugboard's id of the CRM user who owns the account, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the account was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the account last changed, or null when the CRM does not say.',
      },
      phone: { type: 'string', additional_only: true, description: 'Main phone number of the company.' },
    },
  },
  'crm.deal': {
    schema: 'CrmDeal',
    plural: 'deals',
    singular: 'deal',
    description: 'A deal (opportunity) in a CRM.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the deal." },
      nativeId: { type: 'string', nullable: false, write: 'never', copy_of: 'id', description: "The CRM's id of the deal." },
      name: { type: 'string', required: true, description: 'Deal name, or null.' },
      amount: { type: 'number', required: true, description: 'Value of the deal, or null.' },
      currency: { type: 'string', description: 'ISO 4217 currency code of `amount`, or null.' },
      stage: { type: 'string', required: true, description: 'Pipeline stage as the CRM names it, or null.' },
      closeDate: { type: 'datetime', required: true, description: 'Expected or actual close time, or null.' },
      isWon: { type: 'boolean', description: 'Whether the deal was won, or null when the CRM does not say.' },
      isClosed: { type: 'boolean', description: 'Whether the deal is closed, or null when the CRM does not say.' },
      accountId: { type: 'string', description: "Plugboard's id of the deal's account, or null." },
      ownerId: { type: 'string', description: "Plugboard's id of the CRM user who owns the deal, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the deal was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the deal last changed, or null when the CRM does not say.',
      },
    },
  },
  'crm.lead': {
    schema: 'CrmLead',
    plural: 'leads',
    singular: 'lead',
    description: 'A lead (an unqualified prospect) in a CRM.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the lead." },
      nativeId: { type: 'string', nullable: false, write: 'never', copy_of: 'id', description: "The CRM's id of the lead." },
      firstName: { type: 'string', required: true, description: 'Given name, or null.' },
      lastName: { type: 'string', required: true, description: 'Family name, or null.' },
      email: { type: 'string', required: true, description: 'Primary email, or null.' },
      phone: { type: 'string', description: 'Primary phone number, or null.' },
      company: { type: 'string', required: true, description: 'Company name as entered on the lead, or null.' },
      status: { type: 'string', description: 'Lead status as the CRM names it, or null.' },
      ownerId: { type: 'string', description: "Plugboard's id of the CRM user who owns the lead, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the lead was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the lead last changed, or null when the CRM does not say.',
      },
    },
  },
  'crm.note': {
    schema: 'CrmNote',
    plural: 'notes',
    singular: 'note',
    description: 'A note attached to CRM records.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the note." },
      nativeId: { type: 'string', nullable: false, write: 'never', copy_of: 'id', description: "The CRM's id of the note." },
      content: { type: 'string', required: true, description: 'Text of the note (HTML when the CRM stores HTML), or null.' },
      contactId: { type: 'string', description: "Plugboard's id of the contact it is attached to, or null." },
      accountId: { type: 'string', description: "Plugboard's id of the account it is attached to, or null." },
      dealId: { type: 'string', description: "Plugboard's id of the deal it is attached to, or null." },
      ownerId: { type: 'string', description: "Plugboard's id of the CRM user who wrote it, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the note was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the note last changed, or null when the CRM does not say.',
      },
    },
  },
  'crm.user': {
    schema: 'CrmUser',
    plural: 'users',
    singular: 'user',
    description: 'A user (seat) of the CRM.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the user." },
      nativeId: { type: 'string', nullable: false, write: 'never', copy_of: 'id', description: "The CRM's id of the user." },
      name: { type: 'string', required: true, description: 'Full name, or null.' },
      email: { type: 'string', required: true, description: 'Email, or null.' },
      createdTime: {
        type: 'datetime',
        write: 'never',
        description: 'When the user was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: { type: 'datetime', write: 'never', description: 'When the user last changed, or null when the CRM does not say.' },
      isActive: { type: 'boolean', additional_only: true, description: 'Whether the seat is active.' },
    },
  },
  'crm.list': {
    schema: 'CrmList',
    plural: 'lists',
    singular: 'list',
    description: 'A list or view in a CRM, with its members.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the list." },
      nativeId: { type: 'string', nullable: false, required: true, write: 'never', description: "The CRM's id of the list." },
      name: { type: 'string', nullable: false, required: true, description: 'Name of the list.' },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the list was created in the CRM, or null when the CRM does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the list last changed, or null when the CRM does not say.',
      },
      associations: {
        type: 'array',
        nullable: false,
        write: 'never',
        fixed: [],
        description: 'Members of the list (this page of them). Empty on unified endpoints; the CRM interface fills it.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['contactIds'],
          properties: {
            contactIds: {
              type: 'array',
              description: "Plugboard's ids of member contacts (or leads, per `objectType`).",
              items: { type: 'string' },
            },
          },
        },
      },
      objectType: { type: 'enum', additional_only: true, description: 'What the list holds (contacts or leads), as the connector says.' },
    },
  },
  'engagement.user': {
    schema: 'EngagementUser',
    plural: 'users',
    singular: 'user',
    description: 'A user (seat) of a sales-engagement tool.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the user." },
      firstName: { type: 'string', description: 'Given name, or null.' },
      lastName: { type: 'string', description: 'Family name, or null.' },
      email: { type: 'string', required: true, description: 'Email, or null.' },
      createdTime: {
        type: 'datetime',
        write: 'never',
        description: "When the user was created in the tool, or null when the tool does not say (e.g. lemlist's team members).",
      },
      modifiedTime: {
        type: 'datetime',
        write: 'never',
        description: 'When the user last changed, or null when the tool does not say (e.g. Apollo).',
      },
      name: { type: 'string', required: true, additional_only: true, description: 'Full name.' },
      isActive: { type: 'boolean', additional_only: true, description: 'Whether the seat is active.' },
    },
  },
  'engagement.contact': {
    schema: 'EngagementContact',
    plural: 'contacts',
    singular: 'contact',
    description: 'A prospect in a sales-engagement tool.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the contact." },
      firstName: { type: 'string', required: true, description: 'Given name, or null.' },
      lastName: { type: 'string', required: true, description: 'Family name, or null.' },
      email: { type: 'string', required: true, description: 'Primary email, or null.' },
      phone: { type: 'string', description: 'Primary phone number, or null.' },
      jobTitle: { type: 'string', formerly: ['title'], description: 'Job title, or null.' },
      accountId: { type: 'string', description: "Plugboard's id of the contact's account, or null." },
      ownerId: { type: 'string', description: "Plugboard's id of the user who owns the contact, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the contact was created in the tool, or null when the tool does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the contact last changed, or null when the tool does not say.',
      },
    },
  },
  'engagement.account': {
    schema: 'EngagementAccount',
    plural: 'accounts',
    singular: 'account',
    description: 'A company in a sales-engagement tool.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the account." },
      name: { type: 'string', required: true, description: 'Company name, or null.' },
      domain: { type: 'string', required: true, description: 'Company web domain, or null.' },
      ownerId: { type: 'string', description: "Plugboard's id of the user who owns the account, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the account was created in the tool, or null when the tool does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the account last changed, or null when the tool does not say.',
      },
    },
  },
  'engagement.sequence': {
    schema: 'EngagementSequence',
    plural: 'sequences',
    singular: 'sequence',
    description: 'A sequence (cadence) of outreach steps in a sales-engagement tool.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the sequence." },
      name: { type: 'string', required: true, description: 'Name of the sequence, or null.' },
      isEnabled: { type: 'boolean', description: 'Whether the sequence is active, or null when the tool does not say.' },
      ownerId: { type: 'string', description: "Plugboard's id of the user who owns the sequence, or null." },
      createdTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the sequence was created in the tool, or null when the tool does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the sequence last changed, or null when the tool does not say.',
      },
    },
  },
  'dialer.user': {
    schema: 'DialerUser',
    plural: 'users',
    singular: 'user',
    description: 'A user (agent) of a call platform.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the user." },
      name: { type: 'string', required: true, description: 'Full name, or null.' },
      email: { type: 'string', required: true, description: 'Email, or null.' },
      available: { type: 'boolean', description: 'Whether the user can take calls now, or null when the platform does not say.' },
      createdTime: {
        type: 'datetime',
        write: 'never',
        formerly: ['createdAt'],
        description: 'When the user was created on the platform, or null when the platform does not say (RingCentral).',
      },
      availabilityStatus: { type: 'string', additional_only: true, description: 'Availability as the platform reports it.' },
      directLink: { type: 'string', additional_only: true, description: 'API address of the user at the platform.' },
      language: { type: 'string', additional_only: true, description: 'Preferred language (e.g. `en-US`).' },
      timeZone: { type: 'string', additional_only: true, description: 'IANA time zone.' },
      wrapUpTime: { type: 'integer', additional_only: true, description: 'Seconds of after-call work.' },
    },
  },
  'dialer.call': {
    schema: 'DialerCall',
    plural: 'calls',
    singular: 'call',
    description: 'A phone call on a call platform.',
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the call." },
      direction: {
        type: 'enum',
        enum: ['inbound', 'outbound'],
        nullable: false,
        required: true,
        write: 'create',
        description: 'Whether the call came in or went out.',
      },
      status: {
        type: 'string',
        required: true,
        description: 'Final or current status as the platform names it (e.g. `done`, `answered`, `missed`), or null.',
      },
      fromNumber: { type: 'string', description: "Caller's number (E.164 when the platform gives it), or null when hidden." },
      toNumber: { type: 'string', description: 'Called number, or null.' },
      userId: { type: 'string', description: "Plugboard's id of the user who handled the call, or null." },
      startedTime: { type: 'datetime', nullable: false, required: true, formerly: ['startedAt'], description: 'When the call started.' },
      answeredTime: { type: 'datetime', formerly: ['answeredAt'], description: 'When the call was answered, or null when it was not.' },
      endedTime: { type: 'datetime', formerly: ['endedAt'], description: 'When the call ended, or null while it goes on.' },
      durationSeconds: {
        type: 'integer',
        minimum: 0,
        required: true,
        formerly: ['duration'],
        description: 'Duration in seconds, or null while the call goes on.',
      },
      recordingUrl: { type: 'string', description: 'Address of the recording, or null when there is none.' },
    },
  },
  'dialer.contact': {
    schema: 'DialerContact',
    plural: 'contacts',
    singular: 'contact',
    description: "A person in a call platform's shared address book: who its users call and are called by.",
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "Plugboard's id of the contact." },
      firstName: { type: 'string', required: true, description: 'Given name, or null.' },
      lastName: { type: 'string', required: true, description: 'Family name, or null.' },
      phone: { type: 'string', required: true, description: 'Primary phone number (E.164 when the platform gives it), or null.' },
      email: { type: 'string', description: 'Primary email, or null.' },
      companyName: { type: 'string', description: 'Company the contact works for, as text, or null.' },
      ownerId: { type: 'string', description: "Plugboard's id of the platform user who owns the contact, or null." },
      createdTime: {
        type: 'datetime',
        write: 'never',
        description: 'When the contact was created on the platform, or null when the platform does not say.',
      },
      modifiedTime: {
        type: 'datetime',
        write: 'never',
        description: 'When the contact last changed on the platform, or null when the platform does not say.',
      },
    },
  },
  'email.message': {
    schema: 'EmailMessage',
    plural: 'messages',
    singular: 'message',
    description:
      "An email in a user's mailbox, with its thread, participants and attachments' metadata (never their content). Creating a message sends it. The body (`bodyText`, `bodyHtml`) and the `snippet` are read live, but the synced cache keeps them only for a connection whose sync `fields` for `messages` name them (opt-in per connection: POST /api/connections/update with `sync.fields.messages`); without that, no body is ever stored.",
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "The mail tool's id of the message." },
      threadId: {
        type: 'string',
        required: true,
        write: 'create',
        description:
          "The tool's id of the conversation (thread) the message belongs to; set on send to reply in a thread (Gmail), or null.",
      },
      internetMessageId: {
        type: 'string',
        write: 'never',
        description: 'The RFC 5322 Message-ID header: the same message in another mailbox or CRM log has the same one, or null.',
      },
      subject: { type: 'string', required: true, description: 'Subject line, or null.' },
      fromEmail: { type: 'string', required: true, write: 'never', description: 'Address of the sender, or null.' },
      fromName: { type: 'string', write: 'never', description: 'Display name of the sender, or null.' },
      to: {
        type: 'array',
        required: true,
        description: 'Recipients (To), each `{email, name}`.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            email: { type: 'string', description: 'Email address.' },
            name: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Display name, or null.' },
          },
        },
      },
      cc: {
        type: 'array',
        description: 'Carbon-copy recipients, each `{email, name}`.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            email: { type: 'string', description: 'Email address.' },
            name: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Display name, or null.' },
          },
        },
      },
      bcc: {
        type: 'array',
        description: 'Blind carbon-copy recipients (known only for messages the user sent), each `{email, name}`.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            email: { type: 'string', description: 'Email address.' },
            name: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Display name, or null.' },
          },
        },
      },
      sentTime: {
        type: 'datetime',
        required: true,
        write: 'never',
        description: 'When the message was sent (its Date), or null for a draft.',
      },
      receivedTime: { type: 'datetime', write: 'never', description: 'When the mailbox received it, or null.' },
      snippet: {
        type: 'string',
        write: 'never',
        cache: 'opt_in',
        description: 'A short plain-text preview of the body, or null. Kept in the synced cache only when opted in, like the body.',
      },
      bodyText: {
        type: 'string',
        cache: 'opt_in',
        description: 'Plain-text body, or null. Kept in the synced cache only when the connection opted in.',
      },
      bodyHtml: {
        type: 'string',
        cache: 'opt_in',
        description: 'HTML body, or null. Kept in the synced cache only when the connection opted in.',
      },
      isRead: { type: 'boolean', write: 'never', description: 'Whether the user has read it, or null.' },
      isDraft: { type: 'boolean', write: 'never', description: 'Whether it is an unsent draft, or null.' },
      labels: {
        type: 'array',
        write: 'never',
        description: 'Labels or categories as the tool names them (Gmail label ids such as INBOX, SENT; Outlook categories).',
        items: { type: 'string' },
      },
      hasAttachments: { type: 'boolean', write: 'never', description: 'Whether it carries attachments, or null.' },
      attachments: {
        type: 'array',
        write: 'never',
        description: "Attachments' metadata (never their content), each `{id, name, contentType, size, isInline}`.",
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['name'],
          properties: {
            id: { anyOf: [{ type: 'string' }, { type: 'null' }], description: "The tool's id of the attachment, or null." },
            name: { type: 'string', description: 'File name.' },
            contentType: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'MIME type, or null.' },
            size: { anyOf: [{ type: 'integer' }, { type: 'null' }], description: 'Size in bytes, or null.' },
            isInline: {
              anyOf: [{ type: 'boolean' }, { type: 'null' }],
              description: 'Whether it is shown inside the body (an inline image), or null.',
            },
          },
        },
      },
      webUrl: { type: 'string', write: 'never', description: 'Address that opens the message in the tool, or null.' },
      modifiedTime: {
        type: 'datetime',
        write: 'never',
        description: 'When the message last changed (read state, labels), or null when the tool does not say.',
      },
    },
  },
  'calendar.event': {
    schema: 'CalendarEvent',
    plural: 'events',
    singular: 'event',
    description:
      "A meeting or other event in a user's calendar, with its attendees and conferencing link. A sales tool matches attendees to contacts and logs the meeting.",
    fields: {
      id: { type: 'string', nullable: false, required: true, write: 'never', description: "The calendar tool's id of the event." },
      title: { type: 'string', required: true, description: 'Title (summary), or null.' },
      description: { type: 'string', description: 'Description or notes, or null.' },
      location: { type: 'string', description: 'Location as typed, or null.' },
      startTime: {
        type: 'datetime',
        required: true,
        description: 'When it starts (an all-day event: midnight UTC of its first day), or null.',
      },
      endTime: {
        type: 'datetime',
        required: true,
        description: 'When it ends (an all-day event: midnight UTC of the day after), or null.',
      },
      isAllDay: { type: 'boolean', write: 'never', description: 'Whether it lasts whole days, or null.' },
      timeZone: { type: 'string', description: 'IANA or Windows time zone of the start, as the tool names it, or null.' },
      status: {
        type: 'enum',
        enum: ['confirmed', 'tentative', 'cancelled'],
        write: 'never',
        description: 'Whether the event takes place, or null.',
      },
      organizerEmail: { type: 'string', write: 'never', description: 'Address of the organizer, or null.' },
      organizerName: { type: 'string', write: 'never', description: 'Display name of the organizer, or null.' },
      attendees: {
        type: 'array',
        required: true,
        description:
          'People invited, each `{email, name, responseStatus, isOptional}`; responseStatus is accepted, declined, tentative or needsAction.',
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            email: { type: 'string', description: 'Email address.' },
            name: { anyOf: [{ type: 'string' }, { type: 'null' }], description: 'Display name, or null.' },
            responseStatus: {
              anyOf: [{ type: 'string', enum: ['accepted', 'declined', 'tentative', 'needsAction'] }, { type: 'null' }],
              description: "The attendee's answer, or null.",
            },
            isOptional: { anyOf: [{ type: 'boolean' }, { type: 'null' }], description: 'Whether attendance is optional, or null.' },
          },
        },
      },
      conferenceUrl: {
        type: 'string',
        write: 'never',
        description: 'Address to join the online meeting (Google Meet, Teams, ...), or null.',
      },
      recurringEventId: {
        type: 'string',
        write: 'never',
        description: 'The id of the recurring series this occurrence belongs to, or null.',
      },
      iCalUid: {
        type: 'string',
        write: 'never',
        description: "The iCalendar UID, the same for this event in every attendee's calendar, or null.",
      },
      webUrl: { type: 'string', write: 'never', description: 'Address that opens the event in the tool, or null.' },
      createdTime: { type: 'datetime', write: 'never', description: 'When the event was created, or null when the tool does not say.' },
      modifiedTime: { type: 'datetime', write: 'never', description: 'When the event last changed, or null when the tool does not say.' },
    },
  },
};
