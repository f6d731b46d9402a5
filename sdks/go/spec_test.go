package plugboard

import (
	"net/http"
	"net/url"
	"os"
	"path"
	"regexp"
	"sort"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// The hand-written layer knows a few facts of openapi.yaml; these tests keep them true when the spec changes.
type specOperation struct {
	Parameters []struct {
		Ref string `yaml:"$ref"`
	} `yaml:"parameters"`
	Responses map[string]struct {
		Content map[string]struct {
			Schema yaml.Node `yaml:"schema"`
		} `yaml:"content"`
	} `yaml:"responses"`
}

type specDoc struct {
	Info  struct{ Version string } `yaml:"info"`
	Paths map[string]map[string]specOperation
}

var methods = map[string]bool{"get": true, "post": true, "put": true, "patch": true, "delete": true}

func loadSpec(t *testing.T) specDoc {
	t.Helper()
	data, err := os.ReadFile("../../openapi.yaml")
	if err != nil {
		t.Fatal(err)
	}
	var raw struct {
		Info  struct{ Version string }        `yaml:"info"`
		Paths map[string]map[string]yaml.Node `yaml:"paths"`
	}
	if err := yaml.Unmarshal(data, &raw); err != nil {
		t.Fatal(err)
	}
	doc := specDoc{Info: raw.Info, Paths: map[string]map[string]specOperation{}}
	for p, item := range raw.Paths {
		doc.Paths[p] = map[string]specOperation{}
		for method, node := range item {
			if !methods[method] {
				continue
			}
			var op specOperation
			if err := node.Decode(&op); err != nil {
				t.Fatalf("%s %s: %v", method, p, err)
			}
			doc.Paths[p][method] = op
		}
	}
	return doc
}

func TestVersionIsTheSpecVersion(t *testing.T) {
	if v := loadSpec(t).Info.Version; v != Version {
		t.Fatalf("Version %q, openapi.yaml info.version %q: bump version.go and CHANGELOG.md", Version, v)
	}
}

// The Idempotency-Key is generated for exactly the operations that declare the IdempotencyKey parameter.
func TestWritePathsAreTheSpecsIdempotentOperations(t *testing.T) {
	var declared, matched []string
	for p, ops := range loadSpec(t).Paths {
		for method, op := range ops {
			for _, param := range op.Parameters {
				if param.Ref == "#/components/parameters/IdempotencyKey" {
					declared = append(declared, strings.ToUpper(method)+" "+p)
				}
			}
			req := &http.Request{Method: strings.ToUpper(method), URL: &url.URL{Path: p}}
			if isWrite(req) {
				matched = append(matched, strings.ToUpper(method)+" "+p)
			}
		}
	}
	sort.Strings(declared)
	sort.Strings(matched)
	if len(declared) < 10 || strings.Join(declared, "\n") != strings.Join(matched, "\n") {
		t.Fatalf("spec declares Idempotency-Key on\n%s\n\nthe SDK sends it on\n%s", strings.Join(declared, "\n"), strings.Join(matched, "\n"))
	}
}

// List reads a page's records under the model's last path segment and the next cursor under nextPageCursor.
func TestUnifiedListsAnswerTheirLastSegmentAndNextPageCursor(t *testing.T) {
	list := regexp.MustCompile(`^/api/unifications/(.+)/list$`)
	n := 0
	for p, ops := range loadSpec(t).Paths {
		m := list.FindStringSubmatch(p)
		if m == nil {
			continue
		}
		n++
		var schema any
		node := ops["post"].Responses["200"].Content["application/json"].Schema
		if err := node.Decode(&schema); err != nil {
			t.Fatal(err)
		}
		text := strings.Join(propertyNames(schema), ",")
		for _, want := range []string{"result", path.Base(m[1]), "nextPageCursor"} {
			if !strings.Contains(","+text+",", ","+want+",") {
				t.Errorf("%s: its 200 has no %q property (has %s)", p, want, text)
			}
		}
	}
	if n < 10 {
		t.Fatalf("only %d unified lists found", n)
	}
}

func propertyNames(node any) []string {
	var names []string
	switch v := node.(type) {
	case map[string]any:
		if props, ok := v["properties"].(map[string]any); ok {
			for k := range props {
				names = append(names, k)
			}
		}
		for _, child := range v {
			names = append(names, propertyNames(child)...)
		}
	case []any:
		for _, child := range v {
			names = append(names, propertyNames(child)...)
		}
	}
	return names
}
