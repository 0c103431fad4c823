// The signature Compshare checks (UCloud's): against the worked examples of UCloud's own SDK and docs.
#include "core/api/compshare/compsharerequest.h"
#include "core/api/compshare/compsharesignature.h"
#include "tests/support/fakecompshare.h"

#include <QJsonArray>

#include <gtest/gtest.h>

using namespace Qt::StringLiterals;

// sdk-go's auth/signature_test.go: every kind of value its signer takes. Go's pointers sign as their
// values; its float32 42.1 is the double 42.099998474121094 once widened; the three "MissTyped"
// values are typed so that Go's signer writes nothing for them (a map of strings is not the map of
// interfaces it reads), written here as the empty text they sign as.
TEST(CompshareSignature, MatchesTheSdksWorkedExample)
{
    QJsonObject params;
    for (const QString &n : {u"int"_s, u"int8"_s, u"int16"_s, u"int32"_s, u"int64"_s, u"uint"_s, u"uint8"_s,
                             u"uint16"_s, u"uint32"_s, u"uint64"_s}) {
        params.insert(n, 42);
        params.insert(n + u"Pointer"_s, 42);
    }
    params.insert(u"boolValue"_s, true);
    params.insert(u"boolValuePointer"_s, true);
    params.insert(u"strValue"_s, u"foo"_s);
    params.insert(u"strValuePointer"_s, u"foo"_s);
    params.insert(u"float32Value"_s, double(42.1f));
    params.insert(u"float32ValuePointer"_s, double(42.1f));
    params.insert(u"float64Value"_s, 42.1);
    params.insert(u"float64ValuePointer"_s, 42.1);
    params.insert(u"float32TValue"_s, 42.0);
    params.insert(u"float32TValuePointer"_s, 42.0);
    params.insert(u"float64TValue"_s, 42.0);
    params.insert(u"float64TValuePointer"_s, 42.0);
    params.insert(u"map"_s, QJsonObject{{u"foo"_s, u"bar"_s}});
    params.insert(u"array"_s, QJsonArray{u"foo"_s, u"bar"_s});
    params.insert(u"arrMap"_s, QJsonArray{QJsonObject{{u"foo"_s, u"bar"_s}}});
    params.insert(u"arr2"_s, QJsonArray{QJsonArray{u"foo"_s, u"bar"_s}});
    params.insert(u"arrMapMissTyped1"_s, u""_s);
    params.insert(u"arrMapMissTyped2"_s, u""_s);
    params.insert(u"mapArrMapMissTyped"_s, u""_s);

    EXPECT_EQ(CompshareSignature::canonical(params),
              u"arr2foobararrMapfoobararrMapMissTyped1arrMapMissTyped2arrayfoobarboolValuetrueboolValuePointertrue"
              "float32TValue42float32TValuePointer42float32Value42.099998474121094float32ValuePointer42."
              "099998474121094float64TValue42float64TValuePointer42float64Value42.1float64ValuePointer42.1int42int16"
              "42int16Pointer42int3242int32Pointer42int6442int64Pointer42int842int8Pointer42intPointer42mapfoobar"
              "mapArrMapMissTypedstrValuefoostrValuePointerfoouint42uint1642uint16Pointer42uint3242uint32Pointer42"
              "uint6442uint64Pointer42uint842uint8Pointer42uintPointer42"_s);
    EXPECT_EQ(CompshareSignature::sign(params, u"foo"_s), u"682fc4fbb46a71c6c690a1f8cb233f4174662845"_s);
}

// UCloud's signature page: DescribeUHostInstance in cn-bj2 with its example key pair.
TEST(CompshareSignature, MatchesTheDocumentationsExample)
{
    const QJsonObject params{{u"Action"_s, u"DescribeUHostInstance"_s},
                             {u"Region"_s, u"cn-bj2"_s},
                             {u"Limit"_s, 10},
                             {u"PublicKey"_s, u"ucloudsomeone@example.com1296235120854146120"_s}};
    EXPECT_EQ(CompshareSignature::sign(params, u"46f09bb9fab4f12dfc160dae12273d5332b5debe"_s),
              u"cba5cf5ec4d4233d206b1b54951e3787350a642f"_s);
}

TEST(CompshareSignature, WritesValuesAsThePlatformReadsThem)
{
    EXPECT_EQ(CompshareSignature::valueText(true), u"true"_s);
    EXPECT_EQ(CompshareSignature::valueText(false), u"false"_s);
    EXPECT_EQ(CompshareSignature::valueText(65536), u"65536"_s);
    EXPECT_EQ(CompshareSignature::valueText(1.5), u"1.5"_s);
    EXPECT_EQ(CompshareSignature::valueText(1e-7), u"0.0000001"_s); // never an exponent
    EXPECT_EQ(CompshareSignature::valueText(QJsonValue()), QString());
}

// The form signs and sends the same text, and escapes what a form would misread ('+' as a space).
TEST(CompshareRequest, SendsWhatItSigned)
{
    CompshareRequest r(u"CreateCompShareInstance"_s);
    r.text(u"Name"_s, u"训练 a+b"_s).number(u"GPU"_s, 2).flag(u"Disks.0.IsBoot"_s, true);
    const CompshareKeys keys{u"pub+key/="_s, u"secret"_s};
    const QByteArray form = r.signedForm(keys);
    EXPECT_FALSE(form.contains("secret"));
    EXPECT_TRUE(form.contains("PublicKey=pub%2Bkey%2F%3D"));
    EXPECT_TRUE(form.contains("Disks.0.IsBoot=true"));
    QMap<QString, QString> read = FakeCompshare::formOf(form);
    EXPECT_EQ(read.value(u"Name"_s), u"训练 a+b"_s);
    EXPECT_EQ(read.value(u"PublicKey"_s), keys.publicKey);
    const QString signature = read.take(u"Signature"_s);
    EXPECT_EQ(signature, CompshareSignature::sign(CompshareRequest::asJson(read), keys.privateKey));
}

TEST(CompshareKeys, TravelAsOneToken)
{
    const CompshareKeys keys{u"pub"_s, u"priv"_s};
    EXPECT_EQ(CompshareKeys::fromToken(keys.toToken()), keys);
    EXPECT_FALSE(CompshareKeys::fromToken(u"only-one"_s));
    EXPECT_FALSE(CompshareKeys::fromToken(u"pub\n"_s));
}
