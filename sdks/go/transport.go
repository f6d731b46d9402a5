package plugboard

import (
	"bytes"
	"context"
	"io"
	"math/rand/v2"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
)

// transport is the api.HttpRequestDoer under every generated call: it adds the tokens, an Idempotency-Key on
// writes, retries 429 and 503 (honouring Retry-After, bounded) and turns every answer >= 400 into an *Error.
type transport struct {
	http         HTTPDoer
	apiToken     string
	userAgent    string
	maxRetries   int
	maxRetryWait time.Duration
	sleep        func(ctx context.Context, d time.Duration) error
	newKey       func() string
}

// HTTPDoer is what sends the requests: *http.Client or anything with its Do method.
type HTTPDoer interface {
	Do(req *http.Request) (*http.Response, error)
}

// writePath matches the operations that accept an Idempotency-Key (the `IdempotencyKey` parameter in
// openapi.yaml): unified create/update/delete, actions and passthrough. A test keeps it equal to the spec.
var writePath = regexp.MustCompile(`^/api/(passthrough$|actions/|unifications/[^/]+/[^/]+/(create|update|delete)$)`)

// legacyPath is the older CRM interface, authenticated by `svc-api-token` instead of `x-svc-api-token`.
var legacyPath = regexp.MustCompile(`^/(link|crm|connection)/`)

// readPath matches the POST operations that only read (lists, gets, searches, finds): safe to send again after a
// network error.
var readPath = regexp.MustCompile(`/(list|get|search|find)$`)

func isWrite(req *http.Request) bool {
	return req.Method == http.MethodPost && writePath.MatchString(req.URL.Path)
}

func (t *transport) Do(req *http.Request) (*http.Response, error) {
	ctx := req.Context()
	req = req.Clone(ctx)
	if legacyPath.MatchString(req.URL.Path) {
		if req.Header.Get("svc-api-token") == "" {
			req.Header.Set("svc-api-token", t.apiToken)
		}
	} else if req.Header.Get("x-svc-api-token") == "" {
		req.Header.Set("x-svc-api-token", t.apiToken)
	}
	if t.userAgent != "" {
		req.Header.Set("User-Agent", t.userAgent)
	}
	// One key for every attempt of this call: the gateway answers a retry of a write that went through from its
	// store instead of calling the tool again.
	if isWrite(req) && req.Header.Get("Idempotency-Key") == "" {
		req.Header.Set("Idempotency-Key", t.newKey())
	}
	getBody, err := replayableBody(req)
	if err != nil {
		return nil, err
	}
	safe := req.Method == http.MethodGet || req.Header.Get("Idempotency-Key") != "" ||
		(req.Method == http.MethodPost && !isWrite(req) && readPath.MatchString(req.URL.Path))

	for attempt := 0; ; attempt++ {
		try := req.Clone(ctx)
		if try.Body, err = getBody(); err != nil {
			return nil, err
		}
		resp, err := t.http.Do(try)
		if err != nil {
			if ctx.Err() != nil {
				return nil, ctx.Err()
			}
			// A network error or an attempt's timeout may hide a write that went through: only a read or a keyed
			// write is sent again (the gateway answers a keyed write it already made from its store).
			if safe && attempt < t.maxRetries {
				if serr := t.sleep(ctx, backoff(attempt)); serr != nil {
					return nil, serr
				}
				continue
			}
			return nil, err
		}
		if resp.StatusCode < 400 {
			return resp, nil
		}
		body, rerr := io.ReadAll(io.LimitReader(resp.Body, maxErrorBody))
		_ = resp.Body.Close()
		if rerr != nil && ctx.Err() != nil {
			return nil, ctx.Err()
		}
		perr := newError(try, resp, body)
		if wait, ok := t.retryWait(perr, attempt, safe); ok {
			if serr := t.sleep(ctx, wait); serr != nil {
				return nil, serr
			}
			continue
		}
		return nil, perr
	}
}

// retryWait says whether a failed attempt is sent again and after how long: 429 and 503 (nothing was done), and
// 409 IDEMPOTENCY_KEY_IN_USE (the same keyed write is still running: its answer comes after Retry-After).
// A Retry-After longer than maxRetryWait is not waited for: the *Error carries it for the caller to schedule.
func (t *transport) retryWait(perr *Error, attempt int, safe bool) (time.Duration, bool) {
	if attempt >= t.maxRetries {
		return 0, false
	}
	retryable := perr.StatusCode == http.StatusTooManyRequests || perr.StatusCode == http.StatusServiceUnavailable ||
		(safe && perr.Code == "IDEMPOTENCY_KEY_IN_USE")
	if !retryable {
		return 0, false
	}
	wait := perr.RetryAfter
	if wait == 0 {
		wait = retryAfterFromDetails(perr)
	}
	if wait == 0 {
		wait = backoff(attempt)
	}
	if wait > t.maxRetryWait {
		return 0, false
	}
	return wait, true
}

// retryAfterFromDetails reads `details.retryAfterMs`, which a tool's own 429 carries under Plugboard-Retry: none.
func retryAfterFromDetails(perr *Error) time.Duration {
	if len(perr.Details) == 0 {
		return 0
	}
	var d struct {
		RetryAfterMs float64 `json:"retryAfterMs"`
	}
	if jsonUnmarshal(perr.Details, &d) != nil || d.RetryAfterMs <= 0 {
		return 0
	}
	return time.Duration(d.RetryAfterMs * float64(time.Millisecond))
}

// backoff is the wait when the gateway gave none: 250 ms doubling, with jitter, at most 8 s.
func backoff(attempt int) time.Duration {
	base := 250 * time.Millisecond << min(attempt, 5)
	base = min(base, 8*time.Second)
	return base/2 + rand.N(base/2+1)
}

// parseRetryAfter reads delta-seconds or an HTTP date; 0 when absent or unreadable.
func parseRetryAfter(v string, now time.Time) time.Duration {
	v = strings.TrimSpace(v)
	if v == "" {
		return 0
	}
	if secs, err := strconv.ParseFloat(v, 64); err == nil {
		if secs <= 0 {
			return 0
		}
		return time.Duration(secs * float64(time.Second))
	}
	if at, err := http.ParseTime(v); err == nil {
		if d := at.Sub(now); d > 0 {
			return d
		}
	}
	return 0
}

func replayableBody(req *http.Request) (func() (io.ReadCloser, error), error) {
	if req.Body == nil || req.Body == http.NoBody {
		return func() (io.ReadCloser, error) { return http.NoBody, nil }, nil
	}
	if req.GetBody != nil {
		return req.GetBody, nil
	}
	data, err := io.ReadAll(req.Body)
	_ = req.Body.Close()
	if err != nil {
		return nil, err
	}
	return func() (io.ReadCloser, error) { return io.NopCloser(bytes.NewReader(data)), nil }, nil
}

func sleepContext(ctx context.Context, d time.Duration) error {
	timer := time.NewTimer(d)
	defer timer.Stop()
	select {
	case <-ctx.Done():
		return ctx.Err()
	case <-timer.C:
		return nil
	}
}

func newIdempotencyKey() string { return uuid.NewString() }

// withAccessToken is a connection's view of the transport: every request also carries x-svc-access-token.
type withAccessToken struct {
	next        *transport
	accessToken string
}

func (w withAccessToken) Do(req *http.Request) (*http.Response, error) {
	req = req.Clone(req.Context())
	if req.Header.Get("x-svc-access-token") == "" {
		req.Header.Set("x-svc-access-token", w.accessToken)
	}
	return w.next.Do(req)
}
