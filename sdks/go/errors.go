package plugboard

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strings"
	"time"

	"github.com/plugboard/plugboard/sdks/go/api"
)

// ErrorCode is one of the gateway's stable error codes (e.g. "NOT_FOUND", "RATE_LIMITED"); the full set is the
// ErrorCode enum of openapi.yaml (api.ErrorCode's constants). Branch on it, never on Message.
type ErrorCode = api.ErrorCode

// Error is every answer of the gateway with a status of 400 or more. Use errors.As to reach it:
//
//	var perr *plugboard.Error
//	if errors.As(err, &perr) && perr.Code == "NOT_FOUND" { ... }
type Error struct {
	// StatusCode is the HTTP status (404, 429, ...).
	StatusCode int
	// Code is the gateway's stable code; empty when the answer was not the gateway's JSON error (e.g. a proxy's
	// HTML page), then Message holds the start of the body.
	Code ErrorCode
	// Message is for people; it never holds a secret. Do not branch on it.
	Message string
	// Details is the code-specific `details` value, as raw JSON (nil when absent).
	Details json.RawMessage
	// RequestID is the `x-request-id` the gateway answered: quote it when reporting a problem.
	RequestID string
	// RetryAfter is the answer's `Retry-After` (0 when absent).
	RetryAfter time.Duration
	// Method and URL of the request that failed (the URL never carries a token: tokens travel in headers).
	Method, URL string
}

func (e *Error) Error() string {
	var b strings.Builder
	fmt.Fprintf(&b, "plugboard: %s %s: %d", e.Method, e.URL, e.StatusCode)
	if e.Code != "" {
		b.WriteString(" " + string(e.Code))
	}
	if e.Message != "" {
		b.WriteString(": " + e.Message)
	}
	if e.RequestID != "" {
		b.WriteString(" (request id " + e.RequestID + ")")
	}
	return b.String()
}

// ErrorCodeOf returns the gateway's code of err when err is (or wraps) an *Error, and "" otherwise.
func ErrorCodeOf(err error) ErrorCode {
	var perr *Error
	if errors.As(err, &perr) {
		return perr.Code
	}
	return ""
}

// maxErrorBody bounds how much of an error answer is read: the gateway's errors are small.
const maxErrorBody = 1 << 20

func newError(req *http.Request, resp *http.Response, body []byte) *Error {
	e := &Error{
		StatusCode: resp.StatusCode,
		RequestID:  resp.Header.Get("x-request-id"),
		RetryAfter: parseRetryAfter(resp.Header.Get("Retry-After"), time.Now()),
		Method:     req.Method,
		URL:        redactURL(req),
	}
	var envelope struct {
		Error struct {
			Code    ErrorCode       `json:"code"`
			Message string          `json:"message"`
			Details json.RawMessage `json:"details"`
		} `json:"error"`
	}
	if json.Unmarshal(body, &envelope) == nil && envelope.Error.Code != "" {
		e.Code = envelope.Error.Code
		e.Message = envelope.Error.Message
		if len(envelope.Error.Details) > 0 && string(envelope.Error.Details) != "null" {
			e.Details = envelope.Error.Details
		}
		return e
	}
	snippet := strings.TrimSpace(string(body))
	if len(snippet) > 200 {
		snippet = snippet[:200] + "..."
	}
	e.Message = snippet
	return e
}

// redactURL drops the query of the older interface's requests, which carries `accessToken`.
func redactURL(req *http.Request) string {
	u := *req.URL
	if u.RawQuery != "" {
		q := u.Query()
		if q.Has("accessToken") {
			q.Set("accessToken", "REDACTED")
			u.RawQuery = q.Encode()
		}
	}
	return u.String()
}
