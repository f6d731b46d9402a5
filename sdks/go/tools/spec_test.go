// Issue 30 item 4 for Go: openapi.yaml stays readable by Go's tools. It loads with gopkg.in/yaml.v3 (the
// mainstream YAML parser of Go) and with kin-openapi, the loader oapi-codegen itself uses, which resolves every
// $ref; kin-openapi's validation of the document passes too.
package tools

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/getkin/kin-openapi/openapi3"
	"gopkg.in/yaml.v3"
)

var specPath = filepath.Join("..", "..", "..", "openapi.yaml")

func TestSpecLoadsWithYAMLv3(t *testing.T) {
	data, err := os.ReadFile(specPath)
	if err != nil {
		t.Fatal(err)
	}
	var doc struct {
		OpenAPI string                    `yaml:"openapi"`
		Info    struct{ Version string }  `yaml:"info"`
		Paths   map[string]map[string]any `yaml:"paths"`
	}
	if err := yaml.Unmarshal(data, &doc); err != nil {
		t.Fatalf("yaml.v3: %v", err)
	}
	if doc.OpenAPI != "3.1.0" || doc.Info.Version == "" || len(doc.Paths) < 100 {
		t.Fatalf("openapi %q, version %q, %d paths", doc.OpenAPI, doc.Info.Version, len(doc.Paths))
	}
}

func TestSpecLoadsAndValidatesWithKinOpenAPI(t *testing.T) {
	loader := openapi3.NewLoader()
	doc, err := loader.LoadFromFile(specPath)
	if err != nil {
		t.Fatalf("kin-openapi load: %v", err)
	}
	if err := doc.Validate(context.Background()); err != nil {
		t.Fatalf("kin-openapi validate: %v", err)
	}
	if doc.Paths.Find("/api/unifications/crm/contacts/list") == nil {
		t.Fatal("a known path is missing")
	}
}
