// The upload pre-flight's search for secrets: each service's token by its shape, with the line (and
// the notebook cell) it is on, and the look-alikes a training folder is full of left alone.
#include "core/transfer/secretscan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;
using SecretScan::Finding;

namespace {

QByteArray repeat(char c, int n)
{
    return QByteArray(n, c);
}

QStringList services(const QByteArray &text)
{
    QStringList found;
    for (const Finding &f : SecretScan::scan(text, false))
        found << f.service;
    return found;
}

} // namespace

TEST(SecretScan, EachServicesTokenIsFoundByItsShapeOnItsLine)
{
    const QByteArray file = "import os\n"
                            "HF_TOKEN = 'hf_"
        + QByteArray("aBcDeFgHiJkLmNoPqRsTuVwXyZ01234567") + "'\n" + "openai.api_key = \"sk-proj-" + repeat('x', 60)
        + "\"\n" + "aws_access_key_id = AKIAIOSFODNN7EXAMPLE\n" + "git clone https://ghp_" + repeat('a', 36)
        + "@github.com/me/repo\n" + "gd = 'gdk_" + repeat('Q', 43) + "'\n" + "RUNPOD_API_KEY=rpa_" + repeat('Z', 40)
        + "\n" + "export VAST_API_KEY=" + repeat('e', 64) + "\n";
    const QList<Finding> found = SecretScan::scan(file, false);
    ASSERT_EQ(found.size(), 7);
    EXPECT_EQ(found[0], (Finding{u"Hugging Face"_s, 2, 0}));
    EXPECT_EQ(found[1], (Finding{u"OpenAI"_s, 3, 0}));
    EXPECT_EQ(found[2], (Finding{u"AWS"_s, 4, 0}));
    EXPECT_EQ(found[3], (Finding{u"GitHub"_s, 5, 0}));
    EXPECT_EQ(found[4], (Finding{u"gpudesk"_s, 6, 0}));
    EXPECT_EQ(found[5], (Finding{u"RunPod"_s, 7, 0}));
    EXPECT_EQ(found[6], (Finding{u"Vast.ai"_s, 8, 0}));
    // An old OpenAI key, an old RunPod key named as one, a fine-grained GitHub token.
    EXPECT_EQ(services("key = 'sk-" + repeat('A', 20) + "T3BlbkFJ" + repeat('b', 20) + "'\n"),
              QStringList{u"OpenAI"_s});
    EXPECT_EQ(services("runpod.api_key = \"" + QByteArray("ABCDEFGHIJKLMNOPQRSTUVWXYZ012345") + "\"\n"),
              QStringList{u"RunPod"_s});
    EXPECT_EQ(services("github_pat_" + repeat('k', 70) + "\n"), QStringList{u"GitHub"_s});
    // Each service once per file, at its first line.
    EXPECT_EQ(SecretScan::scan("a hf_" + repeat('b', 34) + "\nb hf_" + repeat('c', 34) + "\n", false),
              (QList<Finding>{{u"Hugging Face"_s, 1, 0}}));
}

TEST(SecretScan, LookAlikesAreLeftAlone)
{
    // A SHA-256 is 64 hex digits, as a Vast.ai key is; a checkpoint's hash, a commit, scikit-learn,
    // a model named hf_-something short, an AWS-looking word inside a longer one.
    const QByteArray file = "sha256 = " + repeat('a', 64) + "\n" + "commit 3f2c1e9d8b7a6f5e4d3c2b1a0f9e8d7c6b5a4f3e\n"
        + "pip install scikit-learn sk-learn\n" + "model = 'hf_tiny'\n" + "XAKIAIOSFODNN7EXAMPLEX\n"
        + "ID = ABCDEFGHIJKLMNOPQRSTUVWXYZ012345\n" + "vast_offer_id = 12345\n";
    EXPECT_TRUE(SecretScan::scan(file, false).isEmpty());
}

TEST(SecretScan, ANotebookIsReadAsItsCellsAndTheirOutputs)
{
    const QJsonObject code{
        {u"cell_type"_s, u"code"_s},
        {u"source"_s, QJsonArray{u"import os\n"_s, u"os.environ['HF_TOKEN'] = 'hf_%1'\n"_s.arg(QString(34, u'h'))}},
        {u"outputs"_s, QJsonArray{}}};
    const QJsonObject printed{
        {u"cell_type"_s, u"code"_s},
        {u"source"_s, u"print(key)"_s},
        {u"outputs"_s,
         QJsonArray{QJsonObject{{u"output_type"_s, u"stream"_s},
                                {u"text"_s, QJsonArray{u"sk-proj-%1\n"_s.arg(QString(60, u'p'))}}}}}};
    const QJsonObject notes{{u"cell_type"_s, u"markdown"_s}, {u"source"_s, u"# Training"_s}};
    const QByteArray notebook = QJsonDocument(QJsonObject{{u"cells"_s, QJsonArray{notes, code, printed}}}).toJson();
    const QList<Finding> found = SecretScan::scan(notebook, true);
    ASSERT_EQ(found.size(), 2);
    EXPECT_EQ(found[0], (Finding{u"Hugging Face"_s, 2, 2}));
    EXPECT_EQ(found[1], (Finding{u"OpenAI"_s, 2, 3})); // the output, after the cell's one line
    // A file named .ipynb that is not a notebook is read as text.
    EXPECT_EQ(SecretScan::scan("not json hf_" + repeat('x', 34), true), (QList<Finding>{{u"Hugging Face"_s, 1, 0}}));
}
