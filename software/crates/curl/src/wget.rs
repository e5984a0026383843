pub fn main(_: &[String]) -> i32 { 0 }
