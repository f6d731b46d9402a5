package plugboard

import (
	"context"
	"net/http"
	"net/url"
	"strconv"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// EventsOptions filters and sizes the pages of the event log.
type EventsOptions struct {
	// Type keeps only events of this type (e.g. "connection.degraded").
	Type string
	// ConnectionID keeps only events of this connection.
	ConnectionID string
	// Limit is the page size (1 to 500; the gateway's default 100 when 0).
	Limit int
}

// EventPage is one page of the event log.
type EventPage struct {
	Events []api.ConnectorEvent `json:"events"`
	// NextCursor is where to read on from (always set: on an empty page it is the cursor that was sent). Save it.
	NextCursor string `json:"nextCursor"`
	// HasMore says more events are ready now.
	HasMore bool `json:"hasMore"`
}

// EventsPage reads one page of the environment's event log after cursor ("" for the oldest event kept).
func (c *Client) EventsPage(ctx context.Context, cursor string, opts *EventsOptions) (*EventPage, error) {
	q := url.Values{}
	if cursor != "" {
		q.Set("after", cursor)
	}
	if opts != nil {
		if opts.Type != "" {
			q.Set("type", opts.Type)
		}
		if opts.ConnectionID != "" {
			q.Set("connectionId", opts.ConnectionID)
		}
		if opts.Limit > 0 {
			q.Set("limit", strconv.Itoa(opts.Limit))
		}
	}
	var answer struct {
		Result EventPage `json:"result"`
	}
	if err := c.call(ctx, c.transport, http.MethodGet, "/api/events/list", q, nil, &answer); err != nil {
		return nil, err
	}
	return &answer.Result, nil
}

// CatchUp reads the event log from a saved cursor until it is caught up (a page without HasMore), calling handle
// for every event in order. It returns the cursor to save for next time: after the last page whose events were
// all handled. When handle (or a request) fails, that cursor and the error are returned, so the next CatchUp
// starts again at the failed page: handle may see an event twice (de-duplicate on EventId), never skips one.
func (c *Client) CatchUp(ctx context.Context, cursor string, opts *EventsOptions, handle func(context.Context, api.ConnectorEvent) error) (string, error) {
	for range maxPages {
		page, err := c.EventsPage(ctx, cursor, opts)
		if err != nil {
			return cursor, err
		}
		for _, ev := range page.Events {
			if err := handle(ctx, ev); err != nil {
				return cursor, err
			}
		}
		if page.NextCursor != "" {
			cursor = page.NextCursor
		}
		if !page.HasMore || len(page.Events) == 0 {
			return cursor, nil
		}
	}
	return cursor, nil
}
