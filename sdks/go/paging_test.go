package plugboard

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/plugboard/plugboard/sdks/go/api"
)

func contact(id string) string {
	return fmt.Sprintf(`{"id":%q,"nativeId":"n","firstName":null,"lastName":null,"email":null,"phone":null,"jobTitle":null,"accountId":null,"ownerId":null,"createdTime":"2026-01-01T00:00:00.000Z","modifiedTime":null}`, id)
}

func TestListFollowsNextPageCursorAcrossPages(t *testing.T) {
	rec := &recorder{answer: func(_ int, r *http.Request) (int, map[string]string, string) {
		if r.URL.Path != "/api/unifications/crm/contacts/list" {
			return 404, nil, `{"error":{"code":"NOT_FOUND","message":"x"}}`
		}
		var body struct {
			Cursor   *string `json:"cursor"`
			PageSize int     `json:"pageSize"`
		}
		_ = json.NewDecoder(r.Body).Decode(&body)
		switch {
		case body.Cursor == nil:
			return 200, nil, `{"result":{"contacts":[` + contact("c1") + `,` + contact("c2") + `],"nextPageCursor":"p2"}}`
		case *body.Cursor == "p2":
			return 200, nil, `{"result":{"contacts":[` + contact("c3") + `],"nextPageCursor":"p3"}}`
		default:
			return 200, nil, `{"result":{"contacts":[` + contact("c4") + `],"nextPageCursor":null}}`
		}
	}}
	c, _ := newTestClient(t, rec)
	size := 2
	var ids []string
	for ct, err := range List[api.CrmContact](context.Background(), c.Connection("acc"), "crm/contacts", &api.UnifiedListRequest{PageSize: &size}) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, ct.Id)
	}
	if strings.Join(ids, ",") != "c1,c2,c3,c4" || rec.count() != 3 {
		t.Fatalf("ids %v after %d requests", ids, rec.count())
	}
	for i, b := range rec.bodies {
		if !strings.Contains(b, `"pageSize":2`) {
			t.Fatalf("page %d lost the page size: %s", i, b)
		}
	}
	// Breaking out of the loop stops the requests.
	before := rec.count()
	for range List[api.CrmContact](context.Background(), c.Connection("acc"), "crm/contacts", nil) {
		break
	}
	if rec.count() != before+1 {
		t.Fatalf("break still fetched %d pages", rec.count()-before)
	}
}

func TestPaginateStopsOnARepeatedCursorAndOnErrors(t *testing.T) {
	calls := 0
	var last error
	for _, err := range Paginate(context.Background(), "", func(context.Context, string) (Page[int], error) {
		calls++
		return Page[int]{Items: []int{calls}, Next: "same"}, nil
	}) {
		last = err
	}
	if last == nil || calls != 2 {
		t.Fatalf("err %v after %d calls", last, calls)
	}
	boom := errors.New("boom")
	for _, err := range Paginate(context.Background(), "", func(context.Context, string) (Page[int], error) { return Page[int]{}, boom }) {
		last = err
	}
	if !errors.Is(last, boom) {
		t.Fatalf("err %v", last)
	}
}

func TestActionPagesFollowsNextPageLinkAndNextCursor(t *testing.T) {
	rec := &recorder{answer: func(_ int, r *http.Request) (int, map[string]string, string) {
		var in map[string]any
		_ = json.NewDecoder(r.Body).Decode(&in)
		if r.Header.Get("Idempotency-Key") == "" {
			return 400, nil, `{"error":{"code":"VALIDATION_FAILED","message":"no key"}}`
		}
		switch r.URL.Path {
		case "/api/actions/aircall/users/list":
			if in["nextPageLink"] == nil {
				return 200, nil, `{"result":{"meta":{"count":1,"currentPage":1,"nextPageLink":"https://api.aircall.io/v1/users?page=2","previousPageLink":null},"users":[{"id":"u1"}]}}`
			}
			return 200, nil, `{"result":{"meta":{"count":1,"currentPage":2,"nextPageLink":null,"previousPageLink":"x"},"users":[{"id":"u2"}]}}`
		case "/api/actions/hubspot/lists/members":
			if in["listId"] != "L1" {
				return 400, nil, `{"error":{"code":"VALIDATION_FAILED","message":"listId"}}`
			}
			if in["cursor"] == nil {
				return 200, nil, `{"result":{"ids":["1","2"],"nextCursor":"c2"}}`
			}
			return 200, nil, `{"result":{"ids":["3"],"nextCursor":null}}`
		}
		return 404, nil, `{"error":{"code":"NOT_FOUND","message":"x"}}`
	}}
	c, _ := newTestClient(t, rec)
	conn := c.Connection("acc")
	type usersPage struct {
		Users []struct{ ID string } `json:"users"`
	}
	var users []string
	for page, err := range ActionPages[usersPage](context.Background(), conn, "aircall/users/list", nil) {
		if err != nil {
			t.Fatal(err)
		}
		for _, u := range page.Users {
			users = append(users, u.ID)
		}
	}
	if strings.Join(users, ",") != "u1,u2" {
		t.Fatalf("users %v", users)
	}
	var ids []string
	for page, err := range ActionPages[struct{ IDs []string }](context.Background(), conn, "hubspot/lists/members", map[string]any{"listId": "L1", "objectType": "contact"}) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, page.IDs...)
	}
	if strings.Join(ids, ",") != "1,2,3" {
		t.Fatalf("ids %v", ids)
	}
}

func TestLegacyContactsFollowsTheOlderCursor(t *testing.T) {
	rec := &recorder{answer: func(_ int, r *http.Request) (int, map[string]string, string) {
		if r.Method != http.MethodGet || r.URL.Path != "/crm/contacts" || r.Header.Get("svc-api-token") != "pb_api_test" ||
			r.URL.Query().Get("accessToken") != "acc" || r.Header.Get("x-svc-api-token") != "" {
			return 401, nil, `{"error":{"code":"UNAUTHORIZED","message":"x"}}`
		}
		if r.URL.Query().Get("cursor") == "" {
			return 200, nil, `{"contacts":[` + contact("c1") + `],"nextPageCursor":"n2"}`
		}
		return 200, nil, `{"contacts":[` + contact("c2") + `],"nextPageCursor":null}`
	}}
	c, _ := newTestClient(t, rec)
	var ids []string
	for ct, err := range c.LegacyContacts(context.Background(), "acc", false) {
		if err != nil {
			t.Fatal(err)
		}
		ids = append(ids, ct.Id)
	}
	if strings.Join(ids, ",") != "c1,c2" {
		t.Fatalf("ids %v", ids)
	}
}

func event(id string) string {
	return fmt.Sprintf(`{"connectionId":"conn_1","eventId":%q,"eventTime":"2026-01-01T00:00:00.000Z","eventType":"object.crm.contacts.created","data":{"id":"1"}}`, id)
}

func TestCatchUpReadsUntilCaughtUpAndResumesAtAFailedPage(t *testing.T) {
	rec := &recorder{answer: func(_ int, r *http.Request) (int, map[string]string, string) {
		if r.URL.Query().Get("limit") != "2" || r.URL.Query().Get("type") != "object.crm.contacts.created" {
			return 400, nil, `{"error":{"code":"VALIDATION_FAILED","message":"x"}}`
		}
		switch r.URL.Query().Get("after") {
		case "k0":
			return 200, nil, `{"result":{"events":[` + event("e1") + `,` + event("e2") + `],"nextCursor":"k2","hasMore":true}}`
		case "k2":
			return 200, nil, `{"result":{"events":[` + event("e3") + `],"nextCursor":"k3","hasMore":false}}`
		default:
			return 200, nil, `{"result":{"events":[],"nextCursor":"k3","hasMore":false}}`
		}
	}}
	c, _ := newTestClient(t, rec)
	opts := &EventsOptions{Limit: 2, Type: "object.crm.contacts.created"}
	var seen []string
	cursor, err := c.CatchUp(context.Background(), "k0", opts, func(_ context.Context, ev api.ConnectorEvent) error {
		seen = append(seen, ev.EventId)
		return nil
	})
	if err != nil || cursor != "k3" || strings.Join(seen, ",") != "e1,e2,e3" {
		t.Fatalf("cursor %q err %v seen %v", cursor, err, seen)
	}
	// Nothing new: the cursor stays.
	if cursor, err = c.CatchUp(context.Background(), "k3", opts, func(context.Context, api.ConnectorEvent) error { return nil }); cursor != "k3" || err != nil {
		t.Fatalf("cursor %q err %v", cursor, err)
	}
	// A failure in the second page returns the cursor after the first page.
	fail := errors.New("handler failed")
	cursor, err = c.CatchUp(context.Background(), "k0", opts, func(_ context.Context, ev api.ConnectorEvent) error {
		if ev.EventId == "e3" {
			return fail
		}
		return nil
	})
	if !errors.Is(err, fail) || cursor != "k2" {
		t.Fatalf("cursor %q err %v", cursor, err)
	}
}
