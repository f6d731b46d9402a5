package plugboard

import (
	"context"
	"encoding/json"
	"fmt"
	"iter"
	"net/http"
	"net/url"
	"path"
	"strconv"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// Page is one page of a list: its items and the cursor of the next page ("" on the last page).
type Page[T any] struct {
	Items []T
	Next  string
}

// maxPages bounds every iterator: a gateway or tool that keeps answering new cursors cannot hold a loop forever.
const maxPages = 100_000

// Paginate yields the items of every page fetch returns, from the cursor first ("" for the first page), until a
// page has no next cursor. It stops at the first error (yielded with a zero item) or when the loop body breaks.
// A cursor already seen ends the iteration with an error instead of looping.
func Paginate[T any](ctx context.Context, first string, fetch func(ctx context.Context, cursor string) (Page[T], error)) iter.Seq2[T, error] {
	return func(yield func(T, error) bool) {
		var zero T
		seen := map[string]bool{}
		cursor := first
		for range maxPages {
			if err := ctx.Err(); err != nil {
				yield(zero, err)
				return
			}
			page, err := fetch(ctx, cursor)
			if err != nil {
				yield(zero, err)
				return
			}
			for _, item := range page.Items {
				if !yield(item, nil) {
					return
				}
			}
			if page.Next == "" {
				return
			}
			if seen[page.Next] {
				yield(zero, fmt.Errorf("plugboard: paging returned the cursor %q twice; stopped", page.Next))
				return
			}
			seen[page.Next] = true
			cursor = page.Next
		}
		yield(zero, fmt.Errorf("plugboard: paging stopped after %d pages", maxPages))
	}
}

// List yields every record of a unified model of the connection, following `nextPageCursor` across pages. model
// is the model's path under /api/unifications, e.g. "crm/contacts" or "engagement/sequences", and T its generated
// type (api.CrmContact, api.EngagementSequence, ...). req sets the page size and includes (its Cursor is where
// the iteration starts; nil starts at the first page).
//
//	for contact, err := range plugboard.List[api.CrmContact](ctx, conn, "crm/contacts", nil) { ... }
func List[T any](ctx context.Context, conn *Connection, model string, req *api.UnifiedListRequest) iter.Seq2[T, error] {
	body := api.UnifiedListRequest{}
	if req != nil {
		body = *req
	}
	first := ""
	if body.Cursor != nil {
		first = *body.Cursor
	}
	key := path.Base(model) // the list's property is the model's last path segment ("contacts")
	return Paginate(ctx, first, func(ctx context.Context, cursor string) (Page[T], error) {
		page := body
		page.Cursor = nil
		if cursor != "" {
			page.Cursor = &cursor
		}
		var answer struct {
			Result map[string]json.RawMessage `json:"result"`
		}
		err := conn.client.call(ctx, conn.doer, http.MethodPost, "/api/unifications/"+model+"/list", nil, page, &answer)
		if err != nil {
			return Page[T]{}, err
		}
		return decodePage[T](answer.Result, key, "nextPageCursor")
	})
}

func decodePage[T any](result map[string]json.RawMessage, itemsKey, nextKey string) (Page[T], error) {
	var out Page[T]
	raw, ok := result[itemsKey]
	if !ok {
		return out, fmt.Errorf("plugboard: the page has no %q list", itemsKey)
	}
	if err := json.Unmarshal(raw, &out.Items); err != nil {
		return out, fmt.Errorf("plugboard: reading %q: %w", itemsKey, err)
	}
	var next *string
	if raw, ok := result[nextKey]; ok {
		if err := json.Unmarshal(raw, &next); err != nil {
			return out, fmt.Errorf("plugboard: reading %q: %w", nextKey, err)
		}
	}
	if next != nil {
		out.Next = *next
	}
	return out, nil
}

// Action runs an action of the connection's tool: action is its path under /api/actions (e.g.
// "hubspot/lists/members"), input its JSON input, and the answer's `result` is decoded into out (when not nil).
// Actions are writes for the gateway: an Idempotency-Key is sent, so a retry never runs one twice.
func (c *Connection) Action(ctx context.Context, action string, input any, out any) error {
	if input == nil {
		input = map[string]any{}
	}
	var answer struct {
		Result json.RawMessage `json:"result"`
	}
	if err := c.client.call(ctx, c.doer, http.MethodPost, "/api/actions/"+action, nil, input, &answer); err != nil {
		return err
	}
	if out == nil {
		return nil
	}
	return json.Unmarshal(answer.Result, out)
}

// ActionPages yields each page's `result` of an action that pages, decoded as T, following whichever style the
// action uses: `meta.nextPageLink` (sent back as input `nextPageLink`, e.g. aircall/users/list), `nextCursor`
// or `nextPageCursor` (sent back as input `cursor`, e.g. hubspot/lists/members).
func ActionPages[T any](ctx context.Context, conn *Connection, action string, input map[string]any) iter.Seq2[T, error] {
	base := map[string]any{}
	for k, v := range input {
		base[k] = v
	}
	// The iterator's cursor is the field to send back and its value, as JSON.
	type next struct {
		Field string `json:"field"`
		Value string `json:"value"`
	}
	pages := Paginate(ctx, "", func(ctx context.Context, cursor string) (Page[json.RawMessage], error) {
		in := base
		if cursor != "" {
			var n next
			if err := json.Unmarshal([]byte(cursor), &n); err != nil {
				return Page[json.RawMessage]{}, err
			}
			in = map[string]any{}
			for k, v := range base {
				in[k] = v
			}
			in[n.Field] = n.Value
		}
		var raw json.RawMessage
		if err := conn.Action(ctx, action, in, &raw); err != nil {
			return Page[json.RawMessage]{}, err
		}
		var styles struct {
			Meta *struct {
				NextPageLink *string `json:"nextPageLink"`
			} `json:"meta"`
			NextCursor     *string `json:"nextCursor"`
			NextPageCursor *string `json:"nextPageCursor"`
		}
		_ = json.Unmarshal(raw, &styles)
		page := Page[json.RawMessage]{Items: []json.RawMessage{raw}}
		var n *next
		switch {
		case styles.Meta != nil && styles.Meta.NextPageLink != nil && *styles.Meta.NextPageLink != "":
			n = &next{"nextPageLink", *styles.Meta.NextPageLink}
		case styles.NextCursor != nil && *styles.NextCursor != "":
			n = &next{"cursor", *styles.NextCursor}
		case styles.NextPageCursor != nil && *styles.NextPageCursor != "":
			n = &next{"cursor", *styles.NextPageCursor}
		}
		if n != nil {
			encoded, _ := json.Marshal(n)
			page.Next = string(encoded)
		}
		return page, nil
	})
	return func(yield func(T, error) bool) {
		for raw, err := range pages {
			var item T
			if err == nil {
				err = json.Unmarshal(raw, &item)
			}
			if !yield(item, err) || err != nil {
				return
			}
		}
	}
}

// LegacyContacts yields the contacts of a connection through the older CRM interface (GET /crm/contacts with
// `svc-api-token` and the access token as a parameter), following its `nextPageCursor`.
func (c *Client) LegacyContacts(ctx context.Context, accessToken string, allFields bool) iter.Seq2[api.CrmContact, error] {
	return Paginate(ctx, "", func(ctx context.Context, cursor string) (Page[api.CrmContact], error) {
		q := url.Values{"accessToken": {accessToken}}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		if allFields {
			q.Set("allFields", strconv.FormatBool(true))
		}
		var answer map[string]json.RawMessage
		if err := c.call(ctx, c.transport, http.MethodGet, "/crm/contacts", q, nil, &answer); err != nil {
			return Page[api.CrmContact]{}, err
		}
		return decodePage[api.CrmContact](answer, "contacts", "nextPageCursor")
	})
}
